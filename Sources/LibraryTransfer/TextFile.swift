import Foundation
import Localization

/// The text of an imported file: UTF-8 (a byte-order mark dropped), or an error naming the first line
/// that is not text.
struct TextFile {
    let name: String
    let text: String

    init(name: String, data: Data) throws(ImportFileError) {
        self.name = name
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard !bytes.contains(0), let decoded = String(validating: bytes, as: UTF8.self) else {
            let invalid = Self.firstInvalidByte(bytes)
            let line = bytes[..<invalid].count(where: { $0 == 0x0A }) + 1
            throw ImportFileError(file: name, line: line, reason: tr("this is not a text file (it is not UTF-8)."))
        }
        text = decoded
    }

    /// The offset of the first byte that is not UTF-8 text, or a NUL (in bytes known to hold one).
    private static func firstInvalidByte(_ bytes: [UInt8]) -> Int {
        let nul = bytes.firstIndex(of: 0) ?? bytes.count
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while offset < nul {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += String(scalar).utf8.count
            case .emptyInput, .error: return offset
            }
        }
        return nul
    }

    /// The line (1-based) of the UTF-8 byte offset `offset`.
    func line(atByte offset: Int) -> Int {
        text.utf8.prefix(max(0, offset)).count(where: { $0 == 0x0A }) + 1
    }

    /// The number of lines.
    var lineCount: Int { text.utf8.count(where: { $0 == 0x0A }) + (text.hasSuffix("\n") ? 0 : 1) }
}
