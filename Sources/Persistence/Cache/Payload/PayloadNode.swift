/// One encoded value while a payload is being written: its bytes, nil, or a container of nodes.
final class PayloadNode {
    enum Content {
        case unset
        case none
        case bytes([UInt8])
        case keyed([(key: String, node: PayloadNode)])
        case unkeyed([PayloadNode])
    }

    var content = Content.unset

    /// The keyed container's node for `key`, replacing an earlier value of that key.
    func child(forKey key: String) -> PayloadNode {
        let node = PayloadNode()
        var entries: [(key: String, node: PayloadNode)] = []
        if case .keyed(let existing) = content { entries = existing }
        content = .unset
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].node = node
        } else {
            entries.append((key, node))
        }
        content = .keyed(entries)
        return node
    }

    /// A new last element of the unkeyed container.
    func appendElement() -> PayloadNode {
        let node = PayloadNode()
        var elements: [PayloadNode] = []
        if case .unkeyed(let existing) = content { elements = existing }
        content = .unset
        elements.append(node)
        content = .unkeyed(elements)
        return node
    }

    /// Makes this node a keyed container (keeping its entries if it is one already).
    func becomeKeyed() {
        if case .keyed = content { return }
        content = .keyed([])
    }

    /// Makes this node an unkeyed container (keeping its elements if it is one already).
    func becomeUnkeyed() {
        if case .unkeyed = content { return }
        content = .unkeyed([])
    }

    var count: Int {
        switch content {
        case .keyed(let entries): entries.count
        case .unkeyed(let elements): elements.count
        default: 0
        }
    }
}

/// Serialises nodes into a payload's bytes.
struct PayloadWriter {
    var bytes: [UInt8] = []

    /// Writes `node` as a slot: its length, then its bytes (the length patched in once they are written).
    mutating func writeSlot(_ node: PayloadNode) {
        if case .none = node.content {
            append(CachePayload.nilLength)
            return
        }
        let lengthOffset = bytes.count
        append(UInt32(0))
        switch node.content {
        case .unset, .none:
            break
        case .bytes(let value):
            bytes.append(contentsOf: value)
        case .keyed(let entries):
            for (key, child) in entries {
                let utf8 = Array(key.utf8)
                append(UInt16(truncatingIfNeeded: utf8.count))
                bytes.append(contentsOf: utf8.prefix(Int(UInt16.max)))
                writeSlot(child)
            }
        case .unkeyed(let elements):
            for element in elements { writeSlot(element) }
        }
        let length = UInt32(bytes.count - lengthOffset - 4).littleEndian
        withUnsafeBytes(of: length) { bytes.replaceSubrange(lengthOffset..<lengthOffset + 4, with: $0) }
    }

    mutating func append<Integer: FixedWidthInteger>(_ value: Integer) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
