import Localization

/// The options and subcommands `popcorn` knows. To add one, define it in its own file as a static
/// member of an extension (e.g. `extension Subcommand { static let dump = Subcommand(…) }`) and list it here.
enum CommandLineRegistry {
    /// Global options besides `--help` and `--version`.
    static let options: [CommandLineOption] = [
        .flag("--demo", help: tr("Browse the bundled demo catalog instead of TMDb")),
    ]

    /// Subcommands.
    static let subcommands: [Subcommand] = [.dump, .watchlist]
}
