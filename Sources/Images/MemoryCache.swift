/// Least-recently-used cache bounded by the total cost (bytes) of its values. Not thread-safe: owned
/// by one actor.
struct MemoryCache<Value> {
    private struct Entry {
        var value: Value
        var cost: Int
        var lastUse: UInt64
    }

    let capacity: Int
    private var entries: [String: Entry] = [:]
    private var clock: UInt64 = 0
    private(set) var totalCost = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    var count: Int { entries.count }

    /// The value for `key`, marking it most recently used.
    mutating func value(for key: String) -> Value? {
        guard entries[key] != nil else { return nil }
        clock += 1
        entries[key]!.lastUse = clock
        return entries[key]!.value
    }

    /// Stores `value`; evicts least recently used entries until the total fits. A value costlier than
    /// the whole capacity is not stored.
    mutating func insert(_ value: Value, cost: Int, for key: String) {
        remove(key)
        guard cost <= capacity else { return }
        clock += 1
        entries[key] = Entry(value: value, cost: cost, lastUse: clock)
        totalCost += cost
        while totalCost > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            remove(oldest)
        }
    }

    mutating func remove(_ key: String) {
        if let old = entries.removeValue(forKey: key) { totalCost -= old.cost }
    }

    mutating func removeAll() {
        entries = [:]
        totalCost = 0
    }
}
