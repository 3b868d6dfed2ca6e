import ArgumentParser
import Localization

/// `popcorn [--demo] [ROUTE…]` (the default command, not listed): opens the window, or raises the
/// running one, and opens each ROUTE. `PopcornCommand.run` opens the window for it (with the screens'
/// observer), so the command itself only carries the parsed arguments.
struct OpenCommand: ParsableCommand, WindowOpening {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "open", shouldDisplay: false)
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp(tr("A page to open, e.g. movie/603"), valueName: "ROUTE"))
    var routes: [String] = []

    @Flag(
        name: .customLong("background"),
        help: ArgumentHelp(tr("Run without a window and check for new episodes every few hours")))
    var resident = false

    /// Whether `--demo` was given, before or after the routes.
    var demo: Bool { root.options.demo || options.demo }

    /// A route that names no page is a usage error (exit status 2), found before a display is needed.
    func validate() throws {
        if resident && !routes.isEmpty {
            throw ValidationError(tr("--background opens no pages: leave out the routes"))
        }
        for text in routes { _ = try DumpCommand.route(parsing: text) }
    }
}
