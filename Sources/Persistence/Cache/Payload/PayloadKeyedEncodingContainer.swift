/// A keyed container of ``PayloadEncoder``: one child node per key.
struct PayloadKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: PayloadNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        node.child(forKey: key.stringValue).content = .none
    }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        try PayloadEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        PayloadEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
            .container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        PayloadEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        PayloadEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        PayloadEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}
