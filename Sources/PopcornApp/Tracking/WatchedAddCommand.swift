import ArgumentParser
import Catalog
import Features
import Foundation
import Localization

/// `popcorn watched add ROUTE [--date YYYY-MM-DD] [--with-earlier]`: a play of a movie or an episode (a
/// rewatch when it has one), or of every aired, unwatched episode of a season or a series; with
/// `--with-earlier`, an episode's earlier aired, unwatched episodes too (specials aside). Prints the plays
/// added, in episode order.
struct WatchedAddCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: tr("Mark a movie, series, season or episode as watched"))
    }

    @ParentCommand var watched: WatchedCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: TrackingCommand.playableRouteHelp, transform: { try TrackingCommand.route(parsing: $0) })
    var route: TrackableRoute

    @Option(
        help: ArgumentHelp(tr("When it was watched (that day, 00:00 UTC); now by default"), valueName: "YYYY-MM-DD"),
        transform: WatchedAddCommand.time(parsing:))
    var date: Double?

    @Flag(help: ArgumentHelp(tr("Also mark the episode's earlier aired, unwatched episodes (specials aside)")))
    var withEarlier = false

    func validate() throws {
        if !withEarlier { return }
        if case .episode = route { return }
        throw ValidationError(tr("--with-earlier needs an episode route: tv/ID/season/N/episode/E"))
    }

    func run() throws {
        let (route, date, withEarlier) = (route, date, withEarlier)
        try CommandRunner.run("watched", demo: watched.root.options.demo || options.demo) { services in
            let marks = WatchedMarks(dependencies: services.dependencies)
            var plays: [Play] = []
            if withEarlier, case .episode(let key) = route {
                try await marks.checkExists(route)
                plays = try await marks.addFirstPlays(of: marks.earlierUnwatched(than: key), watchedAt: date)
            }
            plays += try await marks.add(route, watchedAt: date)
            if plays.isEmpty { Terminal.printError(tr("Every aired episode is already watched.")) }
            plays.forEach { Terminal.printLine(TrackingCommand.line($0)) }
        }
    }

    /// Seconds since 1970 of `text`'s day at 00:00 UTC; a usage error unless it is a real YYYY-MM-DD date.
    static func time(parsing text: String) throws -> Double {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else {
            throw ValidationError(String(format: tr("'%@' is not a date written YYYY-MM-DD"), text))
        }
        let components = DateComponents(
            calendar: calendar, timeZone: calendar.timeZone, year: year, month: month, day: day)
        guard components.isValidDate, let date = calendar.date(from: components) else {
            throw ValidationError(String(format: tr("'%@' is not a date written YYYY-MM-DD"), text))
        }
        return date.timeIntervalSince1970
    }
}
