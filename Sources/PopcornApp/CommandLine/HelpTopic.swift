import ArgumentParser
import Localization

/// `popcorn help COMMAND…`: ArgumentParser shows the help of the last command it knows (exit status 0) even
/// when a name does not exist; here such a name is a usage error.
enum HelpTopic {
    /// The usage error of `arguments` (argv[0] left out) when they ask for the help of a command that does
    /// not exist; nil otherwise.
    static func unknownCommand(in arguments: [String]) -> ValidationError? {
        guard arguments.first == "help" else { return nil }
        var command: any ParsableCommand.Type = PopcornCommand.self
        var names: [String] = []
        for name in arguments.dropFirst() where !name.hasPrefix("-") {
            names.append(name)
            guard
                let subcommand = command.configuration.subcommands.first(where: {
                    $0._commandName == name || $0.configuration.aliases.contains(name)
                })
            else {
                // Translators: `popcorn help NAME` for a command that does not exist, e.g. 'watchlist bogus'.
                return ValidationError(String(format: tr("there is no command '%@'"), names.joined(separator: " ")))
            }
            command = subcommand
        }
        return nil
    }
}
