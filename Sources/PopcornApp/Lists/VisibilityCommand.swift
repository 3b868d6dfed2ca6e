import ArgumentParser
import Catalog
import Localization

/// `popcorn hide ROUTE…` and `popcorn unhide ROUTE…` (both idempotent): hidden titles leave Up Next, the
/// calendar, notifications and Explore until shown again.
struct VisibilityCommand<Visibility: TitleVisibility>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Visibility.name, abstract: Visibility.abstract)
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ListTitle.help, transform: ListTitle.parsing)
    var titles: [LibraryTitle]

    func run() throws {
        let titles = titles
        try ListCommandRunner.run(Visibility.name, demo: root.options.demo || options.demo) {
            library throws(ListError) in
            try await library.setHidden(Visibility.hidden, titles)
        }
    }
}

/// Whether `popcorn hide` or `unhide` runs.
protocol TitleVisibility: Sendable {
    /// The command's name.
    static var name: String { get }
    /// One line for `--help`.
    static var abstract: String { get }
    /// Whether the titles end up hidden.
    static var hidden: Bool { get }
}

/// `popcorn hide ROUTE…`.
enum Hiding: TitleVisibility {
    static let name = "hide"
    static var abstract: String { tr("Hide titles from Up Next, the calendar, notifications and Explore") }
    static let hidden = true
}

/// `popcorn unhide ROUTE…`.
enum Unhiding: TitleVisibility {
    static let name = "unhide"
    static var abstract: String { tr("Show hidden titles again") }
    static let hidden = false
}
