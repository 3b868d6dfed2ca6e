/// One watch of a movie or an episode; a rewatch is another play. User data: never lost.
public struct Play: Hashable, Sendable, Identifiable {
    /// The library's id of the play (stable; undo restores it).
    public let id: Int64
    public let title: TrackedTitle
    /// Seconds since 1970 (UTC) when it was watched.
    public let watchedAt: Double

    public init(id: Int64, title: TrackedTitle, watchedAt: Double) {
        self.id = id
        self.title = title
        self.watchedAt = watchedAt
    }
}
