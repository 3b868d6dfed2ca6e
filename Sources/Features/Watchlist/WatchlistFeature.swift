import Catalog
import Store

/// The Watchlist page: saved movies and series, most recently added first, updated live.
public struct WatchlistFeature: Reducer {
    enum CancelID: Hashable, Sendable { case observe }

    let client: Client

    /// The screen's reducer, using `client`'s repositories.
    public init(client: Client) {
        self.client = client
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .task:
            if case .initial = state.items { state.items = .loading }
            return observe()
        case .retry:
            guard case .error = state.items else { return .none }
            state.items = .loading
            return observe()
        case .itemsLoaded(let items, let isStale, let failures):
            if items.isEmpty, let failure = failures.first {
                state.items = .error(ErrorInfo(failure))
            } else {
                state.items = items.isEmpty ? .empty : .ready(items, isStale: isStale)
            }
            return .none
        case .itemSelected(let item):
            return .send(.navigate(item.route))
        case .navigate:
            return .none
        }
    }

    /// Follows `changes()`: each emitted list is resolved to titles and sent as `itemsLoaded`.
    private func observe() -> Effect<Action> {
        let client = self.client
        return Effect<Action>.run { send in
            for await entries in client.watchlist.changes() {
                let (items, isStale, failures) = await Self.load(entries, client: client)
                await send(.itemsLoaded(items, isStale: isStale, failures: failures))
            }
        }
        .cancellable(id: CancelID.observe, cancelInFlight: true)
    }

    /// Loads every entry's details concurrently; keeps the entries' order (most recent first) and
    /// skips entries that fail.
    static func load(_ entries: [WatchlistEntry], client: Client) async
        -> (items: [WatchlistItem], isStale: Bool, failures: [CatalogError]) {
        let ordered = entries.sorted { $0.addedAt > $1.addedAt }
        let results = await withTaskGroup(of: (Int, Result<(WatchlistItem, Bool), CatalogError>).self) { group in
            for (index, entry) in ordered.enumerated() {
                group.addTask {
                    do {
                        return (index, .success(try await item(for: entry, client: client)))
                    } catch {
                        return (index, .failure(CatalogError(error)))
                    }
                }
            }
            var results = [Result<(WatchlistItem, Bool), CatalogError>?](repeating: nil, count: ordered.count)
            for await (index, result) in group { results[index] = result }
            return results.compactMap { $0 }
        }
        var items: [WatchlistItem] = []
        var failures: [CatalogError] = []
        var isStale = false
        for result in results {
            switch result {
            case .success(let (item, stale)):
                items.append(item)
                isStale = isStale || stale
            case .failure(let error):
                failures.append(error)
            }
        }
        return (items, isStale, failures)
    }

    private static func item(for entry: WatchlistEntry, client: Client) async throws -> (WatchlistItem, Bool) {
        switch entry.kind {
        case .movie:
            let fetched = try await client.movies.movie(id: entry.id)
            return (WatchlistItem(kind: .movie, tmdbID: entry.id, title: fetched.value.title,
                                  poster: fetched.value.poster, addedAt: entry.addedAt), fetched.isStale)
        case .tvSeries:
            let fetched = try await client.series.series(id: entry.id)
            return (WatchlistItem(kind: .tvSeries, tmdbID: entry.id, title: fetched.value.name,
                                  poster: fetched.value.poster, addedAt: entry.addedAt), fetched.isStale)
        }
    }
}
