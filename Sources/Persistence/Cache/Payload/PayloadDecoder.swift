/// The `Decoder` of ``CachePayload``: reads one slot of a payload in place (no copy, no intermediate tree).
/// Three words, so passing it as `any Decoder` allocates nothing.
struct PayloadDecoder: Decoder {
    let base: UnsafeRawPointer
    let start: Int
    /// -1 when the slot is nil.
    let end: Int

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(base: UnsafeRawPointer, slot: PayloadSlot) {
        self.base = base
        start = slot.start
        end = slot.end
    }

    static func corrupted(_ description: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: description))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard end >= 0 else { throw Self.corrupted("a keyed container is nil") }
        return KeyedDecodingContainer(PayloadKeyedDecodingContainer<Key>(base: base, start: start, end: end))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard end >= 0 else { throw Self.corrupted("an unkeyed container is nil") }
        return try PayloadUnkeyedDecodingContainer(base: base, start: start, end: end)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// Decodes a value of type `Value` from this slot: primitives from their bytes, anything else through
    /// its `init(from:)`.
    func decodeValue<Value: Decodable>(_ type: Value.Type) throws -> Value {
        if Value.self == String.self { return try string() as! Value }
        if Value.self == Int.self { return try int() as! Value }
        if Value.self == Bool.self { return try bool() as! Value }
        if Value.self == Double.self { return try double() as! Value }
        if Value.self == Int64.self { return try integer(Int64.self) as! Value }
        if Value.self == Float.self { return try float() as! Value }
        if Value.self == UInt.self || Value.self == UInt64.self || Value.self == UInt32.self
            || Value.self == UInt16.self || Value.self == UInt8.self || Value.self == Int32.self
            || Value.self == Int16.self || Value.self == Int8.self
        {
            return try decodeInteger(type)
        }
        return try Value(from: self)
    }

    private func decodeInteger<Value>(_ type: Value.Type) throws -> Value {
        switch type {
        case is UInt.Type: try integer(UInt.self) as! Value
        case is UInt64.Type: try integer(UInt64.self) as! Value
        case is UInt32.Type: try integer(UInt32.self) as! Value
        case is UInt16.Type: try integer(UInt16.self) as! Value
        case is UInt8.Type: try integer(UInt8.self) as! Value
        case is Int32.Type: try integer(Int32.self) as! Value
        case is Int16.Type: try integer(Int16.self) as! Value
        default: try integer(Int8.self) as! Value
        }
    }

    private func bytes(count: Int) throws -> UnsafeRawPointer {
        guard end - start == count else {
            throw Self.corrupted("a value of \(end - start) bytes where \(count) belong")
        }
        return base + start
    }

    func string() throws -> String {
        guard end >= 0 else { throw Self.corrupted("a string is nil") }
        return String(decoding: UnsafeRawBufferPointer(start: base + start, count: end - start), as: UTF8.self)
    }

    func int() throws -> Int {
        Int(Int64(littleEndian: try bytes(count: 8).loadUnaligned(as: Int64.self)))
    }

    func bool() throws -> Bool {
        try bytes(count: 1).load(as: UInt8.self) != 0
    }

    func double() throws -> Double {
        Double(bitPattern: UInt64(littleEndian: try bytes(count: 8).loadUnaligned(as: UInt64.self)))
    }

    func float() throws -> Float {
        Float(bitPattern: UInt32(littleEndian: try bytes(count: 4).loadUnaligned(as: UInt32.self)))
    }

    /// An integer written as 8 bytes (``CachePayload``), which must fit `Integer`.
    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        let raw = try bytes(count: 8)
        let value: Integer? =
            Integer.isSigned
            ? Integer(exactly: Int64(littleEndian: raw.loadUnaligned(as: Int64.self)))
            : Integer(exactly: UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)))
        guard let value else { throw Self.corrupted("an integer out of range for \(Integer.self)") }
        return value
    }
}

extension PayloadDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { end < 0 }
    func decode(_ type: Bool.Type) throws -> Bool { try bool() }
    func decode(_ type: String.Type) throws -> String { try string() }
    func decode(_ type: Double.Type) throws -> Double { try double() }
    func decode(_ type: Float.Type) throws -> Float { try float() }
    func decode(_ type: Int.Type) throws -> Int { try int() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try decodeValue(type) }
}
