import Foundation

/// The command line's output: one line at a time, unbuffered (the process may exit right after).
enum Terminal {
    /// Writes one line to standard output.
    static func printLine(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes one line to standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
