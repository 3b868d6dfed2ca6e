import ArgumentParser
import Catalog
import Features
import Localization

extension SpoilerChoice: ExpressibleByArgument {}

/// `popcorn spoilers tv/ID hide|show|default`: a series' own spoiler choice — always hide or always show its
/// unwatched episodes, or follow Preferences again.
struct SpoilersCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "spoilers", abstract: tr("Choose whether a series hides its unwatched episodes"))
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp(tr("tv/ID"), valueName: "ROUTE"), transform: NotifyCommand.seriesID(parsing:))
    var seriesID: Int

    @Argument(help: ArgumentHelp(tr("hide, show or default (as in Preferences)"), valueName: "CHOICE"))
    var choice: SpoilerChoice

    func run() throws {
        let (seriesID, choice) = (seriesID, choice)
        try CommandRunner.run("spoilers", demo: root.options.demo || options.demo) { services in
            let dependencies = services.dependencies
            try await WatchedMarks(dependencies: dependencies).checkExists(.series(id: seriesID))
            try await dependencies.spoilerChoices.setSpoilerChoice(choice.hides, seriesID: seriesID)
        }
    }
}
