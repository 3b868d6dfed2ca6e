/// The `Encoder` of ``CachePayload``: builds a tree of ``PayloadNode``s.
struct PayloadEncoder: Encoder {
    let node: PayloadNode
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(node: PayloadNode, codingPath: [any CodingKey] = []) {
        self.node = node
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeKeyed()
        return KeyedEncodingContainer(PayloadKeyedEncodingContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeUnkeyed()
        return PayloadUnkeyedEncodingContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    /// Encodes `value` into this encoder's node: primitives as bytes, anything else through its `encode(to:)`.
    func encodeValue<Value: Encodable>(_ value: Value) throws {
        if let bytes = Self.primitiveBytes(value) {
            node.content = .bytes(bytes)
        } else {
            try value.encode(to: self)
        }
    }

    /// The bytes of a primitive value (see ``CachePayload``); nil for other types.
    static func primitiveBytes<Value>(_ value: Value) -> [UInt8]? {
        func little<Integer: FixedWidthInteger>(_ integer: Integer) -> [UInt8] {
            withUnsafeBytes(of: integer.littleEndian) { Array($0) }
        }
        switch value {
        case let string as String: return Array(string.utf8)
        case let integer as Int: return little(Int64(integer))
        case let bool as Bool: return [bool ? 1 : 0]
        case let double as Double: return little(double.bitPattern)
        case let float as Float: return little(float.bitPattern)
        case let integer as Int64: return little(integer)
        case let integer as Int32: return little(Int64(integer))
        case let integer as Int16: return little(Int64(integer))
        case let integer as Int8: return little(Int64(integer))
        case let integer as UInt: return little(UInt64(integer))
        case let integer as UInt64: return little(integer)
        case let integer as UInt32: return little(UInt64(integer))
        case let integer as UInt16: return little(UInt64(integer))
        case let integer as UInt8: return little(UInt64(integer))
        default: return nil
        }
    }
}

extension PayloadEncoder: SingleValueEncodingContainer {
    func encodeNil() throws {
        node.content = .none
    }

    func encode<Value: Encodable>(_ value: Value) throws {
        try encodeValue(value)
    }
}
