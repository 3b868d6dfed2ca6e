import ArgumentParser
import Localization

/// `popcorn [--demo] [ROUTE…]` (the default command, not listed): opens the window, or raises the
/// running one, and opens each ROUTE.
struct OpenCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "open", shouldDisplay: false)
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp(tr("A page to open, e.g. movie/603"), valueName: "ROUTE"))
    var routes: [String] = []

    /// Whether `--demo` was given, before or after the routes.
    var demo: Bool { root.options.demo || options.demo }

    /// Opens the window; fails with the exit status of the main loop.
    func run() throws {
        let demo = demo
        let status = MainActor.assumeIsolated { AppLaunch.openWindow(arguments: CommandLine.arguments, demo: demo) }
        if status != 0 { throw ExitCode(status) }
    }
}
