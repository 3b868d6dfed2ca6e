import Localization

/// A file that cannot be read as what it claims to be: which file, which line, and why. Nothing of an
/// import is stored when one of its files fails.
public struct ImportFileError: Error, Equatable, CustomStringConvertible {
    public let file: String
    /// 1-based.
    public let line: Int
    public let reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// "diary.csv, line 3: the row has 2 columns, the header 8."
    public var description: String {
        // Translators: a file that cannot be imported: file, line number, reason.
        String(format: tr("%@, line %ld: %@"), file, line, reason)
    }
}
