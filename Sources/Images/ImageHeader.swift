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

    /// How far from the end the end marker is looked for.
    private static let tailLength = 1024

    /// Parses `data` in place (no copy); nil when it is not a PNG or JPEG image with readable dimensions.
    public init?(_ data: Data) {
        guard let header = data.withUnsafeBytes({ ImageHeader.parse($0) }) else { return nil }
        self = header
    }

    private init(format: Format, width: Int, height: Int, isComplete: Bool) {
        self.format = format
        self.width = width
        self.height = height
        self.isComplete = isComplete
    }

    private static func parse(_ bytes: UnsafeRawBufferPointer) -> ImageHeader? {
        let tail = UnsafeRawBufferPointer(rebasing: bytes[max(0, bytes.count - tailLength)...])
        if let png = png(bytes) {
            return ImageHeader(
                format: .png, width: png.width, height: png.height,
                isComplete: contains(tail, [0x49, 0x45, 0x4E, 0x44]))
        }
        if let jpeg = jpeg(bytes) {
            return ImageHeader(
                format: .jpeg, width: jpeg.width, height: jpeg.height,
                isComplete: contains(tail, [0xFF, 0xD9]))
        }
        return nil
    }

    private static func png(_ bytes: UnsafeRawBufferPointer) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, bytes[0..<8].elementsEqual(signature),
            bytes[12..<16].elementsEqual("IHDR".utf8)
        else {
            return nil
        }
        let width = bigEndian(bytes, 16, 4)
        let height = bigEndian(bytes, 20, 4)
        return width > 0 && height > 0 ? (width, height) : nil
    }

    /// Walks the JPEG markers up to the first start-of-frame.
    private static func jpeg(_ bytes: UnsafeRawBufferPointer) -> (width: Int, height: Int)? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                index += 2
                continue
            }
            if marker == 0xD9 || marker == 0xDA { return nil }
            let length = bigEndian(bytes, index + 2, 2)
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                guard index + 8 < bytes.count else { return nil }
                let height = bigEndian(bytes, index + 5, 2)
                let width = bigEndian(bytes, index + 7, 2)
                return width > 0 && height > 0 ? (width, height) : nil
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: UnsafeRawBufferPointer, _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// Searched from the end, where the marker usually is.
    private static func contains(_ haystack: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        let first = needle[0]
        for start in stride(from: haystack.count - needle.count, through: 0, by: -1) where haystack[start] == first {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
