import Foundation

/// The streams following one kind of library value (the watchlist, the tracking snapshot).
struct LibraryObservers<Value: Sendable> {
    private var continuations: [UUID: AsyncStream<Value>.Continuation] = [:]

    var isEmpty: Bool { continuations.isEmpty }

    mutating func add(_ id: UUID, _ continuation: AsyncStream<Value>.Continuation) {
        continuations[id] = continuation
    }

    mutating func remove(_ id: UUID) {
        continuations[id] = nil
    }

    /// Sends `value` (read once, only when someone listens) to every stream.
    func broadcast(_ value: () throws -> Value) {
        guard !continuations.isEmpty, let value = try? value() else { return }
        for continuation in continuations.values { continuation.yield(value) }
    }
}
