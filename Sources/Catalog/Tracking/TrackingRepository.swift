/// The user's plays and ratings. User data: every write is one transaction, and a write that was not
/// stored throws (``CatalogError/storage(_:)``) — it is never acknowledged.
public protocol TrackingRepository: Sendable {
    /// Adds one play per title (movies and episodes), all or none, stamped `watchedAt` (seconds since
    /// 1970), or now when nil. Returns the new plays.
    @discardableResult
    func addPlays(_ titles: [TrackedTitle], watchedAt: Double?) async throws(CatalogError) -> [Play]
    /// Adds one play to each of `titles` that has none yet, all or none, stamped as ``addPlays(_:watchedAt:)``
    /// stamps them. Which titles have none is decided in the transaction that adds the plays, so marks made
    /// at the same time (in other processes too) add each play once. Returns the plays added.
    @discardableResult
    func addFirstPlays(_ titles: [TrackedTitle], watchedAt: Double?) async throws(CatalogError) -> [Play]
    /// Removes the plays with these ids, all or none.
    func removePlays(_ ids: [Int64]) async throws(CatalogError)
    /// Puts removed plays back, with their ids and times (undo).
    func restorePlays(_ plays: [Play]) async throws(CatalogError)
    /// Rates `title` (1–10), or clears its rating when `value` is nil.
    func setRating(_ value: Int?, for title: TrackedTitle) async throws(CatalogError)
    /// The distinct episodes of the series watched at least once (one indexed read, for marking).
    func watchedEpisodes(inSeries seriesID: Int) async throws(CatalogError) -> Set<EpisodeKey>
    /// Every play and rating, as they are now.
    func snapshot() async throws(CatalogError) -> TrackingSnapshot
    /// `limit` plays from the `offset`-th, ordered as the snapshot orders them (newest first), and how many
    /// plays there are in all: one page of the history without reading every play.
    func plays(offset: Int, limit: Int) async throws(CatalogError) -> (page: [Play], total: Int)
    /// Emits the snapshot now and after every change, from this process or another one.
    func trackingChanges() -> AsyncStream<TrackingSnapshot>
}

extension TrackingRepository {
    /// The page out of the snapshot, for libraries that cannot read one page alone.
    public func plays(offset: Int, limit: Int) async throws(CatalogError) -> (page: [Play], total: Int) {
        let plays = try await snapshot().plays
        return (Array(plays.dropFirst(offset).prefix(limit)), plays.count)
    }
}
