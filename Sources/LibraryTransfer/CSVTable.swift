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

    /// Reads `file`, requiring the columns `required`.
    init(_ file: TextFile, required: [String]) throws(ImportFileError) {
        self.file = file.name
        var records: [[String]] = []
        do {
            try CSV<Enumerated>(string: file.text, delimiter: .comma, loadColumns: false)
                .enumerateAsArray(startAt: 0, rowLimit: nil) { records.append($0) }
        } catch {
            let line = records.reduce(1) { $0 + 1 + $1.joined().count(where: \.isNewline) }
            throw ImportFileError(file: file.name, line: line, reason: tr("this is not a valid CSV file.") + " (\(error))")
        }
        guard let header = records.first?.map({ $0.trimmingCharacters(in: .whitespaces) }) else {
            throw ImportFileError(file: file.name, line: 1, reason: tr("the file is empty."))
        }
        let missing = required.filter { !header.contains($0) }
        guard missing.isEmpty else {
            throw ImportFileError(file: file.name, line: 1, reason: String(format: tr("the columns %@ are missing."),
                                                                          missing.joined(separator: ", ")))
        }
        self.header = header
        var line = 1 + 1 + records[0].joined().count(where: \.isNewline)
        var rows: [Row] = []
        for record in records.dropFirst() {
            defer { line += 1 + record.joined().count(where: \.isNewline) }
            if record.allSatisfy(\.isEmpty) { continue }
            guard record.count == header.count else {
                throw ImportFileError(file: file.name, line: line,
                                      reason: String(format: tr("the row has %ld columns, the header %ld."),
                                                     record.count, header.count))
            }
            rows.append(Row(line: line, values: Dictionary(zip(header, record), uniquingKeysWith: { first, _ in first })))
        }
        self.rows = rows
    }
}
