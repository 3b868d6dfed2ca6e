import AppEnvironment
import Foundation
import GtkKit
import GnomeIntegration
import Localization
import UI

/// The `popcorn` command: parses the command line, then prints, runs a subcommand, or opens the window.
@MainActor
public enum PopcornCommand {
    /// Runs the invocation `arguments` (argv[0] first) and returns the exit status.
    public static func run(_ arguments: [String], observer: ScreensObserver? = nil) -> Int32 {
        let parser = CommandLineParser()
        let invocation: Invocation
        do {
            invocation = try parser.parse(Array(arguments.dropFirst()))
        } catch {
            printError("\(AppIdentity.executableName): \(error.message)\n"
                       + String(format: tr("Try '%@ --help' for more information."), AppIdentity.executableName))
            return 2
        }
        switch invocation {
        case .help:
            print(parser.usage(summary: tr("Popcorn — browse movies and TV series from The Movie Database.")))
            return 0
        case .version:
            print("\(AppIdentity.executableName) \(AppIdentity.version)")
            return 0
        case .subcommand(let subcommand, let subArguments, let options):
            return subcommand.run(subArguments, options)
        case .launch(let options):
            return openWindow(arguments, options: options, parser: parser, observer: observer)
        }
    }

    private static func openWindow(_ arguments: [String], options: LaunchOptions, parser: CommandLineParser,
                                   observer: ScreensObserver?) -> Int32 {
        guard Display.open() else {
            printError("\(AppIdentity.executableName): "
                       + tr("cannot open a display: no graphical session was found (DISPLAY and WAYLAND_DISPLAY are unset or unreachable).")
                       + "\n" + tr("Run Popcorn from a desktop session, or try it on a virtual X server: xvfb-run -a popcorn"))
            return 1
        }
        let settings = AppSettings()
        let app = PopcornApplication(
            applicationID: AppIdentity.applicationID,
            stateStorage: SettingsWindowState(settings: settings),
            routesFromArguments: { parser.routes(fromArgumentVector: $0) })
        let desktop = GnomeSetup.install(on: app, settings: settings, tokenStore: TokenStore(),
                                         services: GnomeServices.preferences())
        AppComposition.configure(app, options: options, observer: observer)
        return withExtendedLifetime(desktop) { app.run(arguments: arguments) }
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
