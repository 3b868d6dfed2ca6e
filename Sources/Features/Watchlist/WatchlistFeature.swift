import Catalog
import Observability
import Store
import TMDb
import Tracing

/// The Watchlist page: saved movies and series, most recently added first or as the user arranged them
/// (``WatchlistArrangement``: by title or release, only movies, series or unwatched titles), updated live.
public struct WatchlistFeature: Reducer {
    enum CancelID: Hashable, Sendable { case observe }

    /// The saved titles, their details and watched marks (the app root makes the reducer with it).
    let client: Client

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .task, .retry:
            return state.items.follow(retrying: action == .retry, observe)
        case .itemsLoaded(let items, let isStale, let failures):
            state.items = .list(items, isStale: isStale, failure: failures.first)
            return .none
        case .itemSelected(let item):
            return .send(.navigate(item.route))
        case .arrange(let arrangement):
            state.arrangement = arrangement
            return .none
        case .libraryMarksChanged(let marks):
            state.marks = marks
            return .none
        case .setMembership(let route, let add):
            guard let (kind, id) = route.watchlistTitle else { return .none }
            state.cardChange = nil
            state.cardChangeError = nil
            let watchlist = client.watchlist
            return .run { send in
                try await watchlist.set(kind, id: id, isOn: add)
                await send(.membershipSaved(CardChange(route: route, isOnWatchlist: add)))
            } catch: { error, send in
                await send(.membershipFailed(WatchlistToggle.errorInfo(CatalogError(error), adding: add)))
            }
        case .membershipSaved(let change):
            state.cardChange = change
            return .none
        case .membershipFailed(let error):
            state.cardChangeError = error
            return .none
        case .cardChangeShown:
            state.cardChange = nil
            state.cardChangeError = nil
            return .none
        case .navigate:
            return .none
        }
    }

    /// Follows `changes()`: each emitted list is resolved to titles and sent as `itemsLoaded`. Titles
    /// already resolved by an earlier emission are reused, so a change costs only the new entries.
    private func observe() -> Effect<Action> {
        let client = self.client
        return Effect<Action>.run { send in
            var known: [String: Resolved] = [:]
            for await entries in client.watchlist.changes() {
                let (items, isStale, failures) = await withSpanIfTracing("load watchlist") { span in
                    let loaded = await Self.load(entries, client: client, known: &known)
                    span?.updateAttributes {
                        $0["popcorn.watchlist.entries"] = entries.count
                        $0["popcorn.watchlist.failures"] = loaded.failures.count
                    }
                    return loaded
                }
                await send(.itemsLoaded(items, isStale: isStale, failures: failures))
            }
        }
        .cancellable(id: CancelID.observe, cancelInFlight: true)
    }

    /// A title resolved from its details.
    struct Resolved: Sendable {
        let title: String
        let poster: ImageURLSet?
        let date: CalendarDate?
        let isStale: Bool
    }

    /// How many details requests run at once.
    static let maxConcurrentLoads = 8

    /// Resolves every entry (reusing fresh titles in `known`, at most ``maxConcurrentLoads`` requests at once); keeps
    /// the entries' order (most recent first) and skips entries that fail.
    static func load(_ entries: [WatchlistEntry], client: Client, known: inout [String: Resolved]) async
        -> (items: [WatchlistItem], isStale: Bool, failures: [CatalogError])
    {
        let ordered = entries.sorted { $0.addedAt > $1.addedAt }
        let missing = ordered.filter { known[key($0)] == nil }
        var failures: [CatalogError] = []
        var fresh: [String: Resolved] = [:]
        let fetched = await withTaskGroup(of: (String, Result<Resolved, CatalogError>).self) { group in
            var results: [(String, Result<Resolved, CatalogError>)] = []
            var pending = missing[...]
            func startNext() {
                guard let entry = pending.popFirst() else { return }
                group.addTask {
                    do {
                        return (key(entry), .success(try await resolve(entry, client: client)))
                    } catch {
                        return (key(entry), .failure(CatalogError(error)))
                    }
                }
            }
            for _ in 0..<maxConcurrentLoads { startNext() }
            for await result in group {
                results.append(result)
                startNext()
            }
            return results
        }
        for (key, result) in fetched {
            switch result {
            case .success(let resolved): fresh[key] = resolved
            case .failure(let error): failures.append(error)
            }
        }
        var items: [WatchlistItem] = []
        var isStale = false
        for entry in ordered {
            guard let resolved = known[key(entry)] ?? fresh[key(entry)] else { continue }
            items.append(
                WatchlistItem(
                    kind: entry.kind, tmdbID: entry.id, title: resolved.title,
                    poster: resolved.poster, date: resolved.date, addedAt: entry.addedAt))
            isStale = isStale || resolved.isStale
        }
        // Stale titles are fetched again next time, in case the network is back.
        for (key, resolved) in fresh where !resolved.isStale { known[key] = resolved }
        return (items, isStale, failures)
    }

    private static func key(_ entry: WatchlistEntry) -> String { "\(entry.kind.rawValue)-\(entry.id)" }

    private static func resolve(_ entry: WatchlistEntry, client: Client) async throws -> Resolved {
        switch entry.kind {
        case .movie:
            let fetched = try await client.catalog.read(MovieResource(id: entry.id))
            return Resolved(
                title: fetched.value.title, poster: fetched.value.poster, date: fetched.value.releaseDate,
                isStale: fetched.isStale)
        case .tvSeries:
            let fetched = try await client.catalog.read(TVSeriesResource(id: entry.id))
            return Resolved(
                title: fetched.value.name, poster: fetched.value.poster, date: fetched.value.firstAirDate,
                isStale: fetched.isStale)
        }
    }
}
