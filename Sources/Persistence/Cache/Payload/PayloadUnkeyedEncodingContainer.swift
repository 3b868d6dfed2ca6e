/// An unkeyed container of ``PayloadEncoder``: one child node per element.
struct PayloadUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let node: PayloadNode
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    mutating func encodeNil() throws {
        node.appendElement().content = .none
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try PayloadEncoder(node: node.appendElement(), codingPath: codingPath).encodeValue(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        PayloadEncoder(node: node.appendElement(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        PayloadEncoder(node: node.appendElement(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        PayloadEncoder(node: node.appendElement(), codingPath: codingPath)
    }
}
