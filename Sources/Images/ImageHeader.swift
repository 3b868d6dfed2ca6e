import Foundation

/// What the first bytes of an image say: format, pixel size, and whether the data looks complete.
/// Read before decoding so that non-images, truncated files and oversized images are refused cheaply.
public struct ImageHeader: Sendable, Hashable {
    /// Formats the pipeline accepts.
    public enum Format: String, Sendable {
        case png, jpeg
    }

    public let format: Format
    public let width: Int
    public let height: Int
    /// False when the end marker (PNG `IEND`, JPEG `EOI`) is missing: the data was cut short.
    public let isComplete: Bool

    /// Parses `data`; nil when it is not a PNG or JPEG image with readable dimensions.
    public init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(65536))
        let tail = [UInt8](data.suffix(1024))
        if let png = ImageHeader.png(bytes) {
            (format, width, height) = (.png, png.width, png.height)
            isComplete = ImageHeader.contains(tail, [0x49, 0x45, 0x4E, 0x44])
        } else if let jpeg = ImageHeader.jpeg(data) {
            (format, width, height) = (.jpeg, jpeg.width, jpeg.height)
            isComplete = ImageHeader.contains(tail, [0xFF, 0xD9])
        } else {
            return nil
        }
    }

    private static func png(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        let width = bigEndian(bytes, 16, 4), height = bigEndian(bytes, 20, 4)
        return width > 0 && height > 0 ? (width, height) : nil
    }

    /// Walks the JPEG markers up to the first start-of-frame.
    private static func jpeg(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = Bytes(data: data)
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
            if marker == 0xD9 || marker == 0xDA { return nil }
            let length = bigEndian(bytes, index + 2, 2)
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard index + 8 < bytes.count else { return nil }
                let height = bigEndian(bytes, index + 5, 2), width = bigEndian(bytes, index + 7, 2)
                return width > 0 && height > 0 ? (width, height) : nil
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func bigEndian(_ bytes: Bytes, _ offset: Int, _ count: Int) -> Int {
        (offset..<(offset + count)).reduce(0) { $0 << 8 | Int(bytes[$1]) }
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    /// Zero-based, copy-free indexing into `Data` (whose indices may not start at 0).
    private struct Bytes {
        let data: Data
        var count: Int { data.count }
        subscript(offset: Int) -> UInt8 { data[data.startIndex + offset] }
    }
}
