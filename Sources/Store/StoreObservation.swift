/// A running ``Store/observe(_:initial:onChange:)``. Cancelled by ``cancel()`` or when released.
@MainActor
public final class StoreObservation {
    private var remove: (@MainActor () -> Void)?

    init(_ remove: @escaping @MainActor () -> Void) {
        self.remove = remove
    }

    /// Stops the observation; `onChange` is not called again.
    public func cancel() {
        remove?()
        remove = nil
    }

    isolated deinit {
        remove?()
    }
}
