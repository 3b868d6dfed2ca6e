/// Identifies cancellable effects. Built from any hashable, sendable value (an enum case, a string…).
/// Unchecked: `AnyHashable` is not Sendable, but it only ever wraps a Sendable value here.
public struct EffectID: Hashable, @unchecked Sendable {
    private let base: AnyHashable

    /// Wraps `id`.
    public init(_ id: some Hashable & Sendable) {
        if let existing = id as? EffectID {
            self = existing
        } else {
            base = AnyHashable(id)
        }
    }
}
