/// A `popcorn NAME ARGS…` subcommand that runs without opening the window (e.g. `dump`, `watchlist`).
/// Register it in `CommandLineRegistry.subcommands`.
struct Subcommand: Sendable {
    /// The word after `popcorn`.
    let name: String
    /// The arguments, for `--help` ("ROUTE", "add|remove|list [ID]").
    let usage: String
    /// One line for `--help`.
    let summary: String
    /// Runs with the arguments after the name and the global options; returns the exit status
    /// (0 success, 1 failure, 2 usage error).
    let run: @MainActor @Sendable (_ arguments: [String], _ options: LaunchOptions) -> Int32
}
