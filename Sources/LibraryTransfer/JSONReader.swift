import Catalog

/// A JSON reader over the bytes of a file, for exports too large for a whole-document tree (a Trakt history
/// of 100,000 plays): the elements of a top-level array are read one at a time, each as a `JSONValue` that
/// can be dropped once used. Values as Foundation's decoder gives them: `.int` for a number that is whole and
/// fits, `.double` otherwise; the first of members of the same name. Strict JSON (RFC 8259) in UTF-8 (a byte-order mark skipped, strings validated),
/// up to 512 levels deep; anything else is `.refused`, and the caller lets Foundation's parser describe (or
/// read) the document.
struct JSONReader {
    /// How a document was read.
    enum Outcome: Equatable {
        /// A top-level array: every element was handed over.
        case array
        /// Valid JSON whose top level is not an array.
        case notArray
        /// Not JSON this reader reads (a syntax error, too deep, a lone surrogate escape).
        case refused
    }

    private struct Refusal: Error {}

    static let maxDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// The members kept in objects nested in an element (all when nil); the others are checked, not built.
    private let nestedKeys: [String]?

    private init(bytes: UnsafeBufferPointer<UInt8>, nestedKeys: [String]?) {
        self.bytes = bytes
        self.nestedKeys = nestedKeys
    }

    /// Calls `body` with each element of the top-level array of the UTF-8 document `bytes` and its 1-based
    /// number, in order. Objects nested in an element keep only the members named in `nestedKeys` (every
    /// member when nil): a reader of a few fields builds no more. Elements before a syntax error are handed
    /// over too: a caller keeps what it collected only for `.array`.
    static func elements(
        of bytes: UnsafeBufferPointer<UInt8>, keepingNested nestedKeys: [String]? = nil,
        _ body: (JSONValue, Int) -> Void
    ) -> Outcome {
        var reader = JSONReader(bytes: bytes, nestedKeys: nestedKeys)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        do throws(Refusal) {
            reader.skipWhitespace()
            guard reader.peek == UInt8(ascii: "[") else {
                _ = try reader.value(depth: 0)
                try reader.end()
                return .notArray
            }
            reader.position += 1
            reader.skipWhitespace()
            if reader.peek == UInt8(ascii: "]") {
                reader.position += 1
                try reader.end()
                return .array
            }
            var number = 0
            while true {
                number += 1
                body(try reader.value(depth: 1), number)
                reader.skipWhitespace()
                switch reader.next() {
                case UInt8(ascii: ","): continue
                case UInt8(ascii: "]"):
                    try reader.end()
                    return .array
                default: throw Refusal()
                }
            }
        } catch {
            return .refused
        }
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func next() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// Only whitespace follows.
    private mutating func end() throws(Refusal) {
        skipWhitespace()
        guard position == bytes.count else { throw Refusal() }
    }

    private mutating func expect(_ byte: UInt8) throws(Refusal) {
        skipWhitespace()
        guard next() == byte else { throw Refusal() }
    }

    private mutating func value(depth: Int) throws(Refusal) -> JSONValue {
        guard depth <= Self.maxDepth else { throw Refusal() }
        skipWhitespace()
        switch peek {
        case UInt8(ascii: "{")?: return try object(depth: depth)
        case UInt8(ascii: "[")?: return try array(depth: depth)
        case UInt8(ascii: "\"")?: return .string(try string())
        case UInt8(ascii: "t")?:
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f")?:
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n")?:
            try literal("null")
            return .null
        case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            return try number()
        default: throw Refusal()
        }
    }

    private mutating func object(depth: Int) throws(Refusal) -> JSONValue {
        position += 1
        // Room for a Trakt item's members without growing (growing rehashes every key).
        var members: [String: JSONValue] = Dictionary(minimumCapacity: 8)
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw Refusal() }
            let key = try string()
            try expect(UInt8(ascii: ":"))
            if depth > 1, let nestedKeys, !nestedKeys.contains(key) {
                try skipValue(depth: depth + 1)
            } else if let first = members.updateValue(try value(depth: depth + 1), forKey: key) {
                members[key] = first  // As Foundation, the first of members of the same name.
            }
            skipWhitespace()
            switch next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "}"): return .object(members)
            default: throw Refusal()
            }
        }
    }

    /// Checks the value under the cursor as ``value(depth:)`` reads it, without building it.
    private mutating func skipValue(depth: Int) throws(Refusal) {
        guard depth <= Self.maxDepth else { throw Refusal() }
        skipWhitespace()
        switch peek {
        case UInt8(ascii: "{")?, UInt8(ascii: "[")?:
            let close = peek == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
            position += 1
            skipWhitespace()
            if peek == close {
                position += 1
                return
            }
            while true {
                if close == UInt8(ascii: "}") {
                    skipWhitespace()
                    guard peek == UInt8(ascii: "\"") else { throw Refusal() }
                    try skipString()
                    try expect(UInt8(ascii: ":"))
                }
                try skipValue(depth: depth + 1)
                skipWhitespace()
                switch next() {
                case UInt8(ascii: ","): continue
                case close: return
                default: throw Refusal()
                }
            }
        case UInt8(ascii: "\"")?: try skipString()
        default: _ = try value(depth: depth)
        }
    }

    /// Checks the string under the cursor as ``string()`` reads it, without making it.
    private mutating func skipString() throws(Refusal) {
        let quote = position
        position += 1
        var ascii = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                if !ascii { _ = try text(UnsafeBufferPointer(rebasing: bytes[quote + 1..<position]), ascii: false) }
                position += 1
                return
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw Refusal() }
            ascii = ascii && byte < 0x80
            position += 1
        }
        position = quote
        _ = try string()
    }

    private mutating func array(depth: Int) throws(Refusal) -> JSONValue {
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            switch next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "]"): return .array(elements)
            default: throw Refusal()
            }
        }
    }

    private mutating func literal(_ word: StaticString) throws(Refusal) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - position >= count,
            UnsafeBufferPointer(rebasing: bytes[position..<position + count]).elementsEqual(
                UnsafeBufferPointer(start: word.utf8Start, count: count))
        else { throw Refusal() }
        position += count
    }

    /// The string starting at the quote under the cursor.
    private mutating func string() throws(Refusal) -> String {
        position += 1
        let start = position
        // Most strings have no escape: one scan, one copy.
        var ascii = true
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                defer { position += 1 }
                return try text(UnsafeBufferPointer(rebasing: bytes[start..<position]), ascii: ascii)
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw Refusal() }
            ascii = ascii && byte < 0x80
            position += 1
        }
        var decoded = Array(bytes[start..<position])
        while let byte = next() {
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = decoded.withUnsafeBufferPointer({ try? text($0, ascii: false) }) else {
                    throw Refusal()
                }
                return string
            case UInt8(ascii: "\\"):
                try escape(into: &decoded)
            case ..<0x20:
                throw Refusal()
            default:
                decoded.append(byte)
            }
        }
        throw Refusal()
    }

    /// The UTF-8 `bytes` as a string; refused when they are not UTF-8. ASCII, known to be valid, takes the
    /// short way.
    private func text(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool) throws(Refusal) -> String {
        if ascii { return String(decoding: bytes, as: UTF8.self) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw Refusal() }
        return text
    }

    /// The escape after a backslash, appended as UTF-8.
    private mutating func escape(into decoded: inout [UInt8]) throws(Refusal) {
        switch next() {
        case UInt8(ascii: "\"")?: decoded.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\")?: decoded.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/")?: decoded.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b")?: decoded.append(0x08)
        case UInt8(ascii: "f")?: decoded.append(0x0C)
        case UInt8(ascii: "n")?: decoded.append(0x0A)
        case UInt8(ascii: "r")?: decoded.append(0x0D)
        case UInt8(ascii: "t")?: decoded.append(0x09)
        case UInt8(ascii: "u")?:
            var scalar = try hexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                guard next() == UInt8(ascii: "\\"), next() == UInt8(ascii: "u") else { throw Refusal() }
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw Refusal() }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw Refusal() }
            decoded.append(contentsOf: UTF8.encode(unicode).map { Array($0) } ?? [])
        default: throw Refusal()
        }
    }

    private mutating func hexQuad() throws(Refusal) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = next(), let digit = Self.hexDigit(byte) else { throw Refusal() }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number as RFC 8259 writes it: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?
    private mutating func number() throws(Refusal) -> JSONValue {
        let start = position
        if peek == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        try digits()
        if bytes[integerStart] == UInt8(ascii: "0"), position - integerStart > 1 { throw Refusal() }
        var whole = true
        if peek == UInt8(ascii: ".") {
            position += 1
            try digits()
            whole = false
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            try digits()
            whole = false
        }
        // Ids and years (up to 18 digits) without making a string.
        if whole, position - integerStart <= 18 {
            let magnitude = bytes[integerStart..<position].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            return .int(integerStart > start ? -magnitude : magnitude)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if whole, let value = Int(text) { return .int(value) }
        guard let value = Double(text), value.isFinite else { throw Refusal() }
        // As Foundation: a fraction or an exponent that makes a whole number is one ("1e3", "2.0").
        if !whole, let exact = Int(exactly: value) { return .int(exact) }
        return .double(value)
    }

    private mutating func digits() throws(Refusal) {
        let start = position
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
        guard position > start else { throw Refusal() }
    }
}
