import Catalog
import Observability
import Store
import Tracing

/// The Up Next page: the next episode of every series in progress (hidden ones aside), most recently watched series first, then
/// the series whose every aired episode is watched with the date their next one airs; updated live; "Mark as
/// Watched" on a row of an aired episode (it then shows the following episode), History and the calendar one
/// click away.
public struct UpNextFeature: Reducer {
    enum CancelID: Hashable, Sendable { case observe }

    /// How many episode guides load at once.
    static let maxConcurrentGuides = 8

    let dependencies: AppDependencies

    /// The page's reducer, over the library and the catalog of `dependencies`.
    public init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .task, .retry:
            return state.items.follow(retrying: action == .retry, observe)
        case .itemsLoaded(let entries, _, let isStale, let failure):
            let today = dependencies.today()
            let spoilers = dependencies.spoilerProtection()
            state.items = .list(
                entries.map { UpNextItem($0, today: today, spoilerHidden: spoilers.protects(seriesID: $0.seriesID)) },
                isStale: isStale, failure: failure)
            return .none
        case .itemSelected(let item):
            return .send(.navigate(item.route))
        case .markWatched(let item):
            guard item.hasAired else { return .none }
            return TrackingPanel.reduce(
                &state.tracking, action: .markWatched, route: .episode(item.episodeKey),
                dependencies: dependencies
            ).map(Action.tracking)
        case .tracking(let trackingAction):
            return TrackingPanel.reduce(
                &state.tracking, action: trackingAction, route: nil,
                dependencies: dependencies
            ).map(Action.tracking)
        case .showHistory:
            return .send(.navigate(.history()))
        case .showCalendar:
            return .send(.navigate(.calendar))
        case .showStatistics:
            return .send(.navigate(.statistics()))
        case .navigate:
            return .none
        }
    }

    /// Follows the library: each snapshot gives the entries, with the guides of the series in progress
    /// (kept across snapshots unless stale, so a change costs only the guides of new series).
    private func observe() -> Effect<Action> {
        let dependencies = dependencies
        return Effect<Action>.run { send in
            var guides: [Int: Fetched<EpisodeGuide>] = [:]
            for await (snapshot, hidden) in dependencies.trackingChangesWithHidden() {
                let missing = snapshot.seriesByLatestPlay.filter { guides[$0].map(\.isStale) ?? true }
                let (loaded, failure) = await withSpanIfTracing("load up-next") { span in
                    span?.attributes["popcorn.upnext.series"] = missing.count
                    return await dependencies.guides.guides(missing, width: Self.maxConcurrentGuides)
                }
                guides.merge(loaded) { $1 }
                let current = guides.mapValues(\.value)
                let today = dependencies.today()
                let entries = UpNext.entries(snapshot, guides: current, today: today).filter {
                    !hidden.contains(LibraryTitle(.tvSeries, id: $0.seriesID))
                }
                let isStale = entries.contains { guides[$0.seriesID]?.isStale ?? false }
                await send(
                    .itemsLoaded(
                        entries, finishedSeries: UpNext.finishedSeries(snapshot, guides: current, today: today),
                        isStale: isStale, failure: failure))
            }
        }
        .cancellable(id: CancelID.observe, cancelInFlight: true)
    }
}
