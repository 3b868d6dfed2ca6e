/// Where one slot's bytes are in a payload (see ``CachePayload``).
struct PayloadSlot {
    /// The first byte of the value.
    let start: Int
    /// One past the value's last byte; -1 for nil.
    let end: Int
    /// The first byte after the slot.
    let next: Int

    var isNil: Bool { end < 0 }

    /// Reads the slot at `offset`, which must end at or before `limit`.
    init(base: UnsafeRawPointer, at offset: Int, limit: Int) throws {
        guard offset >= 0, offset + 4 <= limit else { throw PayloadDecoder.corrupted("a slot runs past its container") }
        let length = UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        start = offset + 4
        if length == CachePayload.nilLength {
            end = -1
            next = start
            return
        }
        guard Int(length) <= limit - start else { throw PayloadDecoder.corrupted("a value runs past its container") }
        end = start + Int(length)
        next = end
    }

    init(start: Int, end: Int) {
        self.start = start
        self.end = end
        next = max(start, end)
    }
}
