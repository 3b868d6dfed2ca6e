import ArgumentParser
import Features
import Localization

/// `popcorn stats`: opens the window at the statistics (like `popcorn stats` as a ROUTE);
/// `popcorn stats export-review --year Y FILE.png` writes a year's review as an image.
struct StatsCommand: ParsableCommand, WindowOpening {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "stats",
            abstract: tr("Open the statistics, or export a Year in Review image"),
            subcommands: [StatsExportReviewCommand.self])
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    var routes: [String] { [Route.statistics().description] }
    var demo: Bool { root.options.demo || options.demo }
}
