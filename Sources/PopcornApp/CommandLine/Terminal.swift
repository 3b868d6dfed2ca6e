import Foundation
import Localization

/// The command line's output, unbuffered (the process may exit right after). Everything goes through
/// ``TerminalText``: what a command echoes (a title from an imported file, a server's message, a file
/// name) cannot drive the terminal.
enum Terminal {
    /// Writes one line to standard output (a line break within `text` becomes a space). When it cannot be
    /// written (a full disk, a closed pipe or descriptor), the command cannot do what it was asked: the
    /// reason goes to standard error and the process ends with status 1.
    static func printLine(_ text: String) {
        printOutput(TerminalText.sanitized(text, keepingLineBreaks: false))
    }

    /// Writes `text` of several lines (help, the version) to standard output; like ``printLine(_:)``
    /// when it cannot be written.
    static func printLines(_ text: String) {
        printOutput(TerminalText.sanitized(text, keepingLineBreaks: true))
    }

    /// Writes a message (of one or more lines) to standard error (nothing more can be done when that fails).
    static func printError(_ message: String) {
        _ = write(TerminalText.sanitized(message, keepingLineBreaks: true) + "\n", to: STDERR_FILENO)
    }

    private static func printOutput(_ text: String) {
        let error = write(text + "\n", to: STDOUT_FILENO)
        guard error != 0 else { return }
        printError(
            "popcorn: " + String(format: tr("cannot write to standard output: %@"), String(cString: strerror(error))))
        exit(1)
    }

    /// Writes all of `text` to `descriptor`; 0, or the `errno` of the failed write.
    private static func write(_ text: String, to descriptor: Int32) -> Int32 {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            bytes = bytes.dropFirst(written)
        }
        return 0
    }
}
