import Synchronization

/// Whether a read of the library's titles prepared ahead may take its time (a few titles, then a pause,
/// leaving the cores to the window) or must finish at once, because a search is waiting for it.
public final class ShellSearchPace: Sendable {
    private let relaxed = Atomic<Bool>(true)

    /// A relaxed pace, until ``hurry()``.
    public init() {}

    /// Whether the read may still pause between titles.
    public var isRelaxed: Bool { relaxed.load(ordering: .relaxed) }

    /// A search waits for the read: it reads the rest at full speed.
    public func hurry() {
        relaxed.store(false, ordering: .relaxed)
    }
}
