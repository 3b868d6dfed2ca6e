/// An array read straight from its slots: no unkeyed container (an existential to allocate and call
/// through per element), and nothing at all to do for an empty one (most of a title's lists).
protocol PayloadDecodableArray {
    init(payloadElementsOf decoder: PayloadDecoder) throws
}

extension Array: PayloadDecodableArray where Element: Decodable {
    init(payloadElementsOf decoder: PayloadDecoder) throws {
        guard decoder.end >= 0 else { throw PayloadDecoder.corrupted("an array is nil") }
        self = []
        var offset = decoder.start
        while offset < decoder.end {
            let slot = try PayloadSlot(base: decoder.base, at: offset, limit: decoder.end)
            append(try PayloadDecoder(base: decoder.base, slot: slot).decodeValue(Element.self))
            offset = slot.next
        }
    }
}
