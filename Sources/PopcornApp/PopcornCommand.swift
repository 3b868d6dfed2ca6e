import AppEnvironment
import ArgumentParser
import Foundation
import Localization
import Logging

/// `popcorn [--demo] [ROUTE…]`: opens the window (or raises the running one) and opens each ROUTE
/// (`OpenCommand`, the default); `popcorn calendar` opens the calendar; `popcorn dump`, `watchlist`,
/// `watched`, `rate`, `list`, `lists`, `status`, `hide`, `unhide`, `calendar export`, `refresh`, `export`,
/// `import`, `account` and `sync` run without a window.
public struct PopcornCommand: ParsableCommand {
    public static var configuration: CommandConfiguration {
        let name = AppIdentity.executableName
        return CommandConfiguration(
            commandName: name,
            abstract: tr("Popcorn — browse movies and TV series from The Movie Database."),
            usage: """
                \(name) [--demo] [ROUTE…]
                \(name) [--demo] dump ROUTE
                \(name) [--demo] watchlist [add|remove ROUTE | list [ROUTE]]
                \(name) [--demo] watched add ROUTE [--date YYYY-MM-DD] | remove ROUTE [--all] | list
                \(name) [--demo] rate ROUTE N|--clear
                \(name) [--demo] list create|rename|describe|delete|add|remove|show LIST …
                \(name) [--demo] lists [--json]
                \(name) [--demo] status ROUTE on-hold|dropped|clear
                \(name) [--demo] hide|unhide ROUTE…
                \(name) [--demo] calendar [export FILE]
                \(name) [--demo] stats [export-review [--year Y] FILE.png]
                \(name) [--demo] refresh
                \(name) [--demo] export FILE
                \(name) [--demo] import [--from trakt|letterboxd|imdb] FILE…
                \(name) account login [--timeout SECONDS] | status | logout
                \(name) sync
                """,
            discussion: tr("ROUTE opens a page in the running window, e.g. movie/603 or tv/1399/season/1."),
            version: "\(name) \(AppIdentity.version)",
            subcommands: [
                OpenCommand.self, DumpCommand.self, WatchlistCommand.self, WatchedCommand.self,
                RateCommand.self, ListCommand.self, ListsCommand.self, StatusCommand.self,
                VisibilityCommand<Hiding>.self, VisibilityCommand<Unhiding>.self, CalendarCommand.self,
                RefreshCommand.self, NotifyCommand.self, SpoilersCommand.self, ExportCommand.self, ImportCommand.self,
                AccountCommand.self,
                SyncCommand.self,
                StatsCommand.self,
            ],
            defaultSubcommand: OpenCommand.self)
    }

    /// The options given before the subcommand (or the routes).
    @OptionGroup var options: GlobalOptions

    public init() {}

    /// Runs the invocation `arguments` (argv[0] first) on the main thread and returns the exit status.
    /// `observer` sees the screens of the window once they are installed.
    @MainActor
    public static func run(_ arguments: [String], observer: ScreensObserver? = nil) -> Int32 {
        Log.keepStandardOutputClean()
        // A closed pipe on standard output is a write error (`Terminal`), not a silent death.
        signal(SIGPIPE, SIG_IGN)
        Translations.setUp()
        if let unknownHelpTopic = HelpTopic.unknownCommand(in: Array(arguments.dropFirst())) {
            return ParserMessages.report(unknownHelpTopic)
        }
        if ServiceLaunch.isRequested(by: arguments) {
            return ServiceLaunch.run(arguments, observer: observer)
        }
        do {
            var command = try parseAsRoot(Array(arguments.dropFirst()))
            if let open = command as? any WindowOpening {
                return AppLaunch.openWindow(
                    arguments: arguments, demo: open.demo, resident: open.resident, observer: observer)
            }
            try command.run()
            return 0
        } catch {
            return ParserMessages.report(error)
        }
    }

    /// The ROUTE arguments of a full argument vector (argv[0] first), or none when it does not open the
    /// window (a second `popcorn ROUTE` hands its vector to the running instance).
    static func routes(fromArgumentVector vector: [String]) -> [String] {
        (try? parseAsRoot(Array(vector.dropFirst())) as? any WindowOpening)?.routes ?? []
    }
}
