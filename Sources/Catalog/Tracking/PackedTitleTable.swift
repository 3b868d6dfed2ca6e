/// A hash table from ``PackedTitleKey`` raw values to title numbers, for grouping a history's plays: one
/// multiplication per key (Fibonacci hashing) instead of a seeded SipHash, open addressing with linear
/// probing, at most half full. A packed key is never 0 (its kind bits are set), so 0 marks an empty slot.
struct PackedTitleTable: Sendable {
    private var keys: [UInt64]
    private var values: [Int32]
    private var count = 0
    /// 64 minus the table's size in bits: the product's top bits are the slot.
    private var shift: UInt64

    /// A table that holds `minimumCapacity` keys before it grows.
    init(minimumCapacity: Int = 0) {
        var bits: UInt64 = 3
        while 1 << bits < 2 * minimumCapacity { bits += 1 }
        keys = Array(repeating: 0, count: 1 << bits)
        values = Array(repeating: 0, count: 1 << bits)
        shift = 64 - bits
    }

    /// The value of `key`, or nil.
    func value(for key: UInt64) -> Int32? {
        let mask = keys.count - 1
        var slot = Self.slot(of: key, shift: shift)
        while keys[slot] != 0 {
            if keys[slot] == key { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The value of `key`; when it has none, `value` becomes it.
    mutating func value(for key: UInt64, insertingIfAbsent value: Int32) -> Int32 {
        precondition(key != 0, "0 marks an empty slot")
        let mask = keys.count - 1
        var slot = Self.slot(of: key, shift: shift)
        while keys[slot] != 0 {
            if keys[slot] == key { return values[slot] }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        values[slot] = value
        count += 1
        if 2 * count > keys.count { grow() }
        return value
    }

    private static func slot(of key: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func grow() {
        var larger = PackedTitleTable(minimumCapacity: keys.count)
        for (key, value) in zip(keys, values) where key != 0 {
            _ = larger.value(for: key, insertingIfAbsent: value)
        }
        self = larger
    }
}
