import Localization
import SwiftCSV

/// A CSV file read with SwiftCSV (quotes, embedded commas and line breaks, a byte-order mark): its header
/// and its rows with the line each starts on. A malformed file fails naming its line.
struct CSVTable {
    struct Row {
        /// The line the row starts on (1-based; the header is line 1).
        let line: Int
        let values: [String: String]

        /// The trimmed value of `column`, nil when empty.
        func value(_ column: String) -> String? {
            let value = values[column]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return value.isEmpty ? nil : value
        }
    }

    let file: String
    let header: [String]
    let rows: [Row]

    /// The records of `text`, the header first.
    private static func records(_ text: String) throws -> [[String]] {
        var records: [[String]] = []
        try CSV<Enumerated>(string: text, delimiter: .comma, loadColumns: false)
            .enumerateAsArray(startAt: 0, rowLimit: nil) { records.append($0) }
        return records
    }

    /// The first line whose text makes `text` fail to parse: the shortest failing prefix of whole lines,
    /// found by halving (a prefix fails once it holds the broken line).
    private static func firstFailingLine(of text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var (good, bad) = (0, lines.count)
        while bad - good > 1 {
            let middle = (good + bad) / 2
            if (try? records(lines.prefix(middle).joined(separator: "\n") + "\n")) == nil {
                bad = middle
            } else {
                good = middle
            }
        }
        return bad
    }

    /// Reads `file`, requiring the columns `required`.
    init(_ file: TextFile, required: [String]) throws(ImportFileError) {
        self.file = file.name
        // A final line break: SwiftCSV drops the last row's empty last field without one.
        let text = file.text.hasSuffix("\n") ? file.text : file.text + "\n"
        let records: [[String]]
        do {
            records = try Self.records(text)
        } catch {
            throw ImportFileError(
                file: file.name, line: Self.firstFailingLine(of: text),
                reason: tr("this is not a valid CSV file.") + " (\(error))")
        }
        guard let header = records.first?.map({ $0.trimmingCharacters(in: .whitespaces) }) else {
            throw ImportFileError(file: file.name, line: 1, reason: tr("the file is empty."))
        }
        let missing = required.filter { !header.contains($0) }
        guard missing.isEmpty else {
            throw ImportFileError(
                file: file.name, line: 1,
                reason: String(
                    format: tr("the columns %@ are missing."),
                    missing.joined(separator: ", ")))
        }
        self.header = header
        var line = 1 + 1 + records[0].joined().count(where: \.isNewline)
        var rows: [Row] = []
        for record in records.dropFirst() {
            defer { line += 1 + record.joined().count(where: \.isNewline) }
            if record.allSatisfy(\.isEmpty) { continue }
            guard record.count == header.count else {
                throw ImportFileError(
                    file: file.name, line: line,
                    reason: String(
                        format: tr("the row has %ld columns, the header %ld."),
                        record.count, header.count))
            }
            rows.append(
                Row(line: line, values: Dictionary(zip(header, record), uniquingKeysWith: { first, _ in first })))
        }
        self.rows = rows
    }
}
