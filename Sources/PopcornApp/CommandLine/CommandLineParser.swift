import Foundation
import Localization

/// What an invocation asks for.
enum Invocation: Sendable {
    /// Print usage and exit 0.
    case help
    /// Print the version and exit 0.
    case version
    /// Open (or raise) the window, then open the routes.
    case launch(LaunchOptions)
    /// Run a subcommand with its arguments.
    case subcommand(Subcommand, arguments: [String], options: LaunchOptions)
}

/// A usage error: printed on stderr, exit status 2.
struct CommandLineError: Error, Equatable, Sendable {
    /// The message, without the program name.
    let message: String
}

/// Parses `popcorn [OPTION…] [ROUTE…]` and `popcorn [OPTION…] SUBCOMMAND [ARG…]`.
struct CommandLineParser: Sendable {
    /// Global options besides `--help`/`--version`.
    var options: [CommandLineOption] = CommandLineRegistry.options
    /// Subcommands.
    var subcommands: [Subcommand] = CommandLineRegistry.subcommands
    /// The program name used in messages.
    var programName = "popcorn"

    /// Parses `arguments` (without argv[0]).
    func parse(_ arguments: [String]) throws(CommandLineError) -> Invocation {
        var launch = LaunchOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                launch.routes += arguments[index...]
                break
            }
            if argument == "--help" || argument == "-h" { return .help }
            if argument == "--version" { return .version }
            if argument.hasPrefix("-") && argument != "-" {
                try parseOption(argument, arguments, &index, into: &launch)
                continue
            }
            if launch.routes.isEmpty, let subcommand = subcommands.first(where: { $0.name == argument }) {
                return .subcommand(subcommand, arguments: Array(arguments[index...]), options: launch)
            }
            launch.routes.append(argument)
        }
        return .launch(launch)
    }

    /// The routes of a full argument vector (argv[0] first), or none when it does not parse as a launch.
    func routes(fromArgumentVector vector: [String]) -> [String] {
        guard case .launch(let options)? = try? parse(Array(vector.dropFirst())) else { return [] }
        return options.routes
    }

    private func parseOption(_ argument: String, _ arguments: [String], _ index: inout Int,
                             into launch: inout LaunchOptions) throws(CommandLineError) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard let option = options.first(where: { $0.name == name }) else {
            throw CommandLineError(message: String(format: tr("unknown option '%@'"), name))
        }
        guard option.valueName != nil else {
            if parts.count > 1 { throw CommandLineError(message: String(format: tr("option '%@' takes no value"), name)) }
            launch.flags.insert(name)
            return
        }
        if parts.count > 1 {
            launch.values[name] = String(parts[1])
        } else if index < arguments.count {
            launch.values[name] = arguments[index]
            index += 1
        } else {
            throw CommandLineError(message: String(format: tr("option '%@' needs a value"), name))
        }
    }

    /// The `--help` text.
    func usage(summary: String) -> String {
        var lines = [
            tr("Usage:") + " \(programName) [OPTION…] [ROUTE…]",
        ]
        for subcommand in subcommands {
            lines.append(String(repeating: " ", count: tr("Usage:").count) + " \(programName) [OPTION…] \(subcommand.name) \(subcommand.usage)")
        }
        lines += ["", summary, "", tr("Options:")]
        var rows = [("-h, --help", tr("Show this help and exit")), ("--version", tr("Show the version and exit"))]
        rows += options.map { option in
            (option.valueName.map { "\(option.name)=\($0)" } ?? option.name, option.help)
        }
        let width = rows.map(\.0.count).max() ?? 0
        lines += rows.map { "  \($0.0.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.1)" }
        if !subcommands.isEmpty {
            lines += ["", tr("Commands:")]
            let commandWidth = subcommands.map(\.name.count).max() ?? 0
            lines += subcommands.map {
                "  \($0.name.padding(toLength: commandWidth, withPad: " ", startingAt: 0))  \($0.summary)"
            }
        }
        lines += ["", tr("ROUTE opens a page in the running window, e.g. movie/603 or tv/1399/season/1.")]
        return lines.joined(separator: "\n")
    }
}
