/// An unkeyed container of ``PayloadDecoder``: its slots in order. Three words (offsets as 32 bits, as
/// in the format), so passing it as `any UnkeyedDecodingContainer` allocates nothing.
struct PayloadUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    private let base: UnsafeRawPointer
    private let end: UInt32
    private var offset: UInt32
    private(set) var currentIndex = 0

    var codingPath: [any CodingKey] { [] }
    /// Unknown until read (`Array` does not ask).
    var count: Int? { nil }
    var isAtEnd: Bool { offset >= end }

    init(base: UnsafeRawPointer, start: Int, end: Int) throws {
        guard end <= Int(UInt32.max) else { throw PayloadDecoder.corrupted("a payload over 4 GiB") }
        self.base = base
        self.end = UInt32(end)
        offset = UInt32(start)
    }

    private func slot() throws -> PayloadSlot {
        try PayloadSlot(base: base, at: Int(offset), limit: Int(end))
    }

    private mutating func next() throws -> PayloadDecoder {
        guard offset < end else {
            throw PayloadDecoder.corrupted("no element \(currentIndex) in an unkeyed container")
        }
        let slot = try slot()
        offset = UInt32(slot.next)
        currentIndex += 1
        return PayloadDecoder(base: base, slot: slot)
    }

    mutating func decodeNil() throws -> Bool {
        guard offset < end else { return false }
        let slot = try slot()
        guard slot.isNil else { return false }
        offset = UInt32(slot.next)
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().bool() }
    mutating func decode(_ type: String.Type) throws -> String { try next().string() }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().double() }
    mutating func decode(_ type: Float.Type) throws -> Float { try next().float() }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().int() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().integer(type) }
    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try next().decodeValue(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try next()
    }
}
