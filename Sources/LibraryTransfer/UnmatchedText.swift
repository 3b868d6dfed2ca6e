import Localization

/// How an unmatched row reads in summaries: "diary.csv, line 3: No Such Film (2026) — TMDb has no such title."
public enum UnmatchedText {
    public static func line(_ row: UnmatchedRow) -> String {
        let title = row.origin.year.map { "\(row.origin.title) (\($0))" } ?? row.origin.title
        // Translators: an unmatched row of an import: file, line, title (year), reason.
        return String(format: tr("%@, line %ld: %@ — %@"), row.origin.file, row.origin.line, title, row.reason)
    }
}
