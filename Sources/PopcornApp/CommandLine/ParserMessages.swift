import ArgumentParser
import Foundation
import Localization

/// Help and error texts of the command line in the user's language: ArgumentParser writes the
/// headings and its built-in flags in English, the commands' own texts are already translated.
enum ParserMessages {
    /// `text` with ArgumentParser's English headings and flag descriptions translated.
    static func localized(_ text: String) -> String {
        let replacements = [
            ("OVERVIEW:", tr("Overview:")), ("USAGE:", tr("Usage:")), ("Usage:", tr("Usage:")),
            ("OPTIONS:", tr("Options:")),
            ("ARGUMENTS:", tr("Arguments:")), ("SUBCOMMANDS:", tr("Commands:")), ("Error:", tr("Error:")),
            ("Help:", tr("Help:")),
            ("Show help information.", tr("Show this help and exit")),
            ("Show the version.", tr("Show the version and exit")),
        ]
        return replacements.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// Prints `error` as the root command reports it (help and version on stdout, problems on stderr)
    /// and returns the exit status: 0 for help and version, 2 for a usage error, else the error's code.
    static func report(_ error: Error) -> Int32 {
        let message = localized(PopcornCommand.fullMessage(for: error))
        let code = PopcornCommand.exitCode(for: error)
        if code == .success {
            Terminal.printLines(message)
            return 0
        }
        if !message.isEmpty {
            Terminal.printError(message)
        }
        return code == .validationFailure ? 2 : code.rawValue
    }
}
