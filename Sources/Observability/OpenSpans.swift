import Synchronization

/// How many spans ``withSpanIfTracing(_:ofKind:isolation:_:)`` has started in this process and not yet
/// ended: always 0 when nothing traces. `popcorn dump` keeps its page alive until it is 0 again, so every
/// span of the page load (its content's, then its context's) is written before the process ends.
public enum OpenSpans {
    private static let open = Atomic<Int>(0)

    /// The spans started and not ended yet.
    public static var count: Int { open.load(ordering: .acquiring) }

    static func started() { open.add(1, ordering: .relaxed) }

    static func ended() { open.subtract(1, ordering: .releasing) }
}
