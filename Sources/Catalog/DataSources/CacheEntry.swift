/// A cached value and when it was written (seconds since 1970, UTC).
public struct CacheEntry<Value: Sendable>: Sendable {
    public let value: Value
    public let cachedAt: Double

    public init(value: Value, cachedAt: Double) {
        self.value = value
        self.cachedAt = cachedAt
    }
}
