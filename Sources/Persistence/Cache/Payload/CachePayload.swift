/// The cache's payload format: a compact binary form of any `Codable` value, read back several times
/// faster than JSON (a cached episode: about 2 µs instead of 20).
///
/// A payload is the format byte followed by one slot. A slot is a little-endian `UInt32` length and
/// that many bytes, or the length `0xFFFF_FFFF` alone for nil. Inside a slot: an integer is 8 bytes
/// (two's complement, little-endian), a floating-point number its IEEE bits (8 bytes, 4 for `Float`), a
/// `Bool` one byte, a string its UTF-8 bytes; a keyed container is a sequence of entries (a little-endian
/// `UInt16` key length, the key's UTF-8 bytes, a slot), an unkeyed container a sequence of slots.
/// Nothing is self-describing: the reader asks for the types the writer wrote, as `Codable` does.
public enum CachePayload {
    /// The first byte of every payload; a payload of any other format (e.g. JSON) is not read.
    static let format: UInt8 = 0xB1
    /// The length of a nil slot.
    static let nilLength: UInt32 = .max

    /// `value` as a payload.
    public static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let root = PayloadNode()
        try PayloadEncoder(node: root).encodeValue(value)
        var writer = PayloadWriter()
        writer.bytes.append(format)
        writer.writeSlot(root)
        return writer.bytes
    }

    /// The value of type `Value` in `payload`; throws `DecodingError` for anything else.
    public static func decode<Value: Decodable>(_ type: Value.Type, from payload: UnsafeRawBufferPointer) throws
        -> Value
    {
        guard let base = payload.baseAddress, payload.count >= 5, payload[0] == format else {
            throw PayloadDecoder.corrupted("not a cache payload")
        }
        let root = try PayloadSlot(base: base, at: 1, limit: payload.count)
        guard root.next == payload.count else { throw PayloadDecoder.corrupted("bytes after the payload's value") }
        return try PayloadDecoder(base: base, slot: root).decodeValue(Value.self)
    }
}
