import Foundation

/// A keyed container of ``PayloadDecoder``. Keys are looked up from where the last one was found, so
/// reading in the order of writing (what synthesised `Codable` does) compares one key per lookup.
struct PayloadKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// Where the next lookup starts.
    private final class Hint {
        var offset: Int

        init(_ offset: Int) {
            self.offset = offset
        }
    }

    private let base: UnsafeRawPointer
    private let start: Int
    private let end: Int
    private let hint: Hint

    var codingPath: [any CodingKey] { [] }

    init(base: UnsafeRawPointer, start: Int, end: Int) {
        self.base = base
        self.start = start
        self.end = end
        hint = Hint(start)
    }

    var allKeys: [Key] {
        var keys: [Key] = []
        var offset = start
        while offset < end, let entry = try? entry(at: offset) {
            let name = String(
                decoding: UnsafeRawBufferPointer(start: base + entry.keyStart, count: entry.keyCount),
                as: UTF8.self)
            if let key = Key(stringValue: name) { keys.append(key) }
            offset = entry.slot.next
        }
        return keys
    }

    private struct Entry {
        let keyStart: Int
        let keyCount: Int
        let slot: PayloadSlot
    }

    private func entry(at offset: Int) throws -> Entry {
        guard offset + 2 <= end else { throw PayloadDecoder.corrupted("a key runs past its container") }
        let keyCount = Int(UInt16(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
        let keyStart = offset + 2
        guard keyCount <= end - keyStart else { throw PayloadDecoder.corrupted("a key runs past its container") }
        return Entry(
            keyStart: keyStart, keyCount: keyCount,
            slot: try PayloadSlot(base: base, at: keyStart + keyCount, limit: end))
    }

    /// The slot of `key`, or nil when the container has no such key.
    private func slot(for key: Key) throws -> PayloadSlot? {
        var name = key.stringValue
        return try name.withUTF8 { wanted -> PayloadSlot? in
            func matches(_ entry: Entry) -> Bool {
                entry.keyCount == wanted.count
                    && (wanted.isEmpty || memcmp(base + entry.keyStart, wanted.baseAddress!, wanted.count) == 0)
            }
            var offset = hint.offset
            while offset < end {
                let entry = try entry(at: offset)
                if matches(entry) {
                    hint.offset = entry.slot.next
                    return entry.slot
                }
                offset = entry.slot.next
            }
            offset = start
            while offset < hint.offset {
                let entry = try entry(at: offset)
                if matches(entry) {
                    hint.offset = entry.slot.next
                    return entry.slot
                }
                offset = entry.slot.next
            }
            return nil
        }
    }

    private func value(for key: Key) throws -> PayloadDecoder {
        guard let slot = try slot(for: key) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: [],
                    debugDescription: "no value for \(key.stringValue)"))
        }
        return PayloadDecoder(base: base, slot: slot)
    }

    /// The value under `key`, nil when the key is absent or its value nil.
    private func presentValue(for key: Key) throws -> PayloadDecoder? {
        guard let slot = try slot(for: key), !slot.isNil else { return nil }
        return PayloadDecoder(base: base, slot: slot)
    }

    func contains(_ key: Key) -> Bool {
        (try? slot(for: key)) != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try value(for: key).decodeNil()
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(for: key).bool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(for: key).string() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(for: key).double() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(for: key).float() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(for: key).int() }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(for: key).integer(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(for: key).integer(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(for: key).integer(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(for: key).integer(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(for: key).integer(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(for: key).integer(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(for: key).integer(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(for: key).integer(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(for: key).integer(type) }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try value(for: key).decodeValue(type)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try presentValue(for: key)?.string()
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try presentValue(for: key)?.int()
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try presentValue(for: key)?.double()
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try presentValue(for: key)?.bool()
    }

    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        try presentValue(for: key)?.decodeValue(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try value(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try value(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        guard let slot = try slot(for: Key(stringValue: "super") ?? Key(intValue: 0)!) else {
            throw PayloadDecoder.corrupted("no value for super")
        }
        return PayloadDecoder(base: base, slot: slot)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try value(for: key)
    }
}
