/// A global option of `popcorn` (before any subcommand), e.g. `--demo` or `--language=de`.
struct CommandLineOption: Sendable {
    /// The long form, with dashes: "--demo".
    let name: String
    /// The placeholder of its value ("LANG"), or nil for a flag.
    let valueName: String?
    /// One line for `--help`.
    let help: String

    /// A flag without value.
    static func flag(_ name: String, help: String) -> CommandLineOption {
        CommandLineOption(name: name, valueName: nil, help: help)
    }

    /// An option taking a value (`--name VALUE` or `--name=VALUE`).
    static func value(_ name: String, _ valueName: String, help: String) -> CommandLineOption {
        CommandLineOption(name: name, valueName: valueName, help: help)
    }
}

/// The global options and routes of one invocation.
struct LaunchOptions: Equatable, Sendable {
    /// ROUTE arguments ("movie/603") to open in the app.
    var routes: [String] = []
    /// Flags given (by name, with dashes).
    var flags: Set<String> = []
    /// Values of options taking one (by name, with dashes).
    var values: [String: String] = [:]

    /// Whether the flag `name` ("--demo") was given.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// The value of the option `name`, if given.
    func value(_ name: String) -> String? { values[name] }
}
