/// Least-recently-used cache bounded by the total cost (bytes) of its values. Not thread-safe: its
/// owner guards it.
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

    /// Stores `value`; evicts least recently used entries until the total fits, and returns the values it
    /// dropped (so the caller decides where they are released). A value costlier than the whole capacity
    /// is not stored.
    @discardableResult
    mutating func insert(_ value: Value, cost: Int, for key: String) -> [Value] {
        var dropped = remove(key).map { [$0] } ?? []
        guard cost <= capacity else { return dropped }
        clock += 1
        entries[key] = Entry(value: value, cost: cost, lastUse: clock)
        totalCost += cost
        while totalCost > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            if let value = remove(oldest) { dropped.append(value) }
        }
        return dropped
    }

    /// Removes `key`'s entry and returns its value.
    @discardableResult
    mutating func remove(_ key: String) -> Value? {
        guard let old = entries.removeValue(forKey: key) else { return nil }
        totalCost -= old.cost
        return old.value
    }

    mutating func removeAll() {
        entries = [:]
        totalCost = 0
    }
}
