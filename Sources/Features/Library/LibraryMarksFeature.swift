import Catalog
import Store

/// Keeps ``LibraryMarks`` current: follows the watchlist and the plays (from this process or another one).
/// The finished series come from Up Next, which loads the series' episode guides anyway
/// (``Action/finishedSeriesChanged(_:)``, sent by the app root).
public struct LibraryMarksFeature: Reducer {
    enum CancelID: Hashable, Sendable { case watchlist, plays }

    public typealias State = LibraryMarks

    /// What changes the marks.
    public enum Action: Equatable, Sendable {
        /// Start following the library.
        case task
        case watchlistChanged(Set<WatchlistTitle>)
        case watchedMoviesChanged(Set<Int>)
        case finishedSeriesChanged(Set<Int>)
    }

    let watchlist: any WatchlistRepository
    let tracking: any TrackingRepository

    /// Marks from `watchlist` and `tracking`.
    public init(watchlist: any WatchlistRepository, tracking: any TrackingRepository) {
        self.watchlist = watchlist
        self.tracking = tracking
    }

    public func reduce(into state: inout LibraryMarks, action: Action) -> Effect<Action> {
        switch action {
        case .task:
            let watchlist = watchlist
            let tracking = tracking
            return .merge(
                Effect<Action>.run { send in
                    for await entries in watchlist.changes() {
                        await send(.watchlistChanged(Set(entries.map { WatchlistTitle(kind: $0.kind, id: $0.id) })))
                    }
                }.cancellable(id: CancelID.watchlist, cancelInFlight: true),
                Effect<Action>.run { send in
                    for await snapshot in tracking.trackingChanges() {
                        await send(.watchedMoviesChanged(Self.watchedMovies(snapshot)))
                    }
                }.cancellable(id: CancelID.plays, cancelInFlight: true))
        case .watchlistChanged(let titles):
            state.watchlist = titles
        case .watchedMoviesChanged(let ids):
            state.watchedMovies = ids
        case .finishedSeriesChanged(let ids):
            state.finishedSeries = ids
        }
        return .none
    }

    /// The movies of `snapshot` with at least one play.
    static func watchedMovies(_ snapshot: TrackingSnapshot) -> Set<Int> {
        Set(
            snapshot.plays.compactMap { play in
                if case .movie(let id) = play.title { id } else { nil }
            })
    }
}
