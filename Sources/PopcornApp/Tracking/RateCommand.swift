import ArgumentParser
import Catalog
import Features
import Localization

/// `popcorn rate ROUTE N` (1–10) or `popcorn rate ROUTE --clear`: the user's rating of a movie, a series
/// or an episode (the title must exist).
struct RateCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "rate", abstract: tr("Rate a movie, series or episode from 1 to 10"))
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    @Argument(
        help: ArgumentHelp(tr("movie/ID, tv/ID or tv/ID/season/N/episode/E"), valueName: "ROUTE"),
        transform: { try TrackingCommand.route(parsing: $0, allowingSeasons: false) })
    var route: TrackableRoute

    @Argument(help: ArgumentHelp(tr("The rating, 1 to 10"), valueName: "N"))
    var rating: Int?

    @Flag(help: ArgumentHelp(tr("Remove the rating")))
    var clear = false

    func validate() throws {
        switch (rating, clear) {
        case (nil, false): throw ValidationError(tr("expected a rating from 1 to 10, or --clear"))
        case (.some, true): throw ValidationError(tr("give a rating or --clear, not both"))
        case (let value?, false) where !Rating.range.contains(value):
            throw ValidationError(String(format: tr("'%ld' is not a rating from 1 to 10"), value))
        default: break
        }
    }

    func run() throws {
        let (route, rating) = (route, rating)
        guard let title = route.title else { return }
        try CommandRunner.run("rate", demo: root.options.demo || options.demo) { services in
            let dependencies = services.dependencies
            try await WatchedMarks(dependencies: dependencies).checkExists(route)
            try await dependencies.tracking.setRating(rating, for: title)
        }
    }
}
