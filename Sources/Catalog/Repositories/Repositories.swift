// Repository protocols: what the screens need besides the catalog's resources (read through
// ``CatalogReader``, see DataSources/): search and the user's library. They throw `CatalogError` (typed).

/// Multi-search (movies, series, people). Not cached.
public protocol SearchRepository: Sendable {
    func search(query: String, page: Int) async throws(CatalogError) -> Page<MediaItem>
}

/// The user's watchlist. User data: never lost, never silently reset.
public protocol WatchlistRepository: Sendable {
    func add(_ kind: WatchlistKind, id: Int) async throws(CatalogError)
    func remove(_ kind: WatchlistKind, id: Int) async throws(CatalogError)
    func contains(_ kind: WatchlistKind, id: Int) async throws(CatalogError) -> Bool
    /// Most recently added first.
    func all() async throws(CatalogError) -> [WatchlistEntry]
    /// Emits the full list (most recent first) now and after every change, from anywhere in the app.
    func changes() -> AsyncStream<[WatchlistEntry]>
}

extension WatchlistRepository {
    /// Adds the title when `isOn`, removes it otherwise (the watchlist toggle and the card menus).
    public func set(_ kind: WatchlistKind, id: Int, isOn: Bool) async throws(CatalogError) {
        if isOn {
            try await add(kind, id: id)
        } else {
            try await remove(kind, id: id)
        }
    }
}

/// Recent search queries (last 10, most recent first, de-duplicated).
public protocol RecentSearchesRepository: Sendable {
    func recentSearches() async -> [String]
    func save(_ searches: [String]) async
}
