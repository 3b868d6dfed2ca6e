/// A value from a repository, and whether it is an expired cache entry shown because the network failed.
public struct Fetched<Value: Sendable>: Sendable {
    public let value: Value
    /// True when the value came from an expired cache entry after a network failure (show the offline banner).
    public let isStale: Bool

    public init(_ value: Value, isStale: Bool = false) {
        self.value = value
        self.isStale = isStale
    }

    /// The same fetch with `transform` of its value (as stale as it was).
    public func map<Other>(_ transform: (Value) -> Other) -> Fetched<Other> {
        Fetched<Other>(transform(value), isStale: isStale)
    }
}

extension Fetched: Equatable where Value: Equatable {}
extension Fetched: Hashable where Value: Hashable {}
