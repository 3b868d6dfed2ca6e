// Repository protocols: what the screens need. Implementations are cache-first (see DataSources/),
// errors thrown are `CatalogError`. The cache-first reads are `nonisolated(nonsending)`: they run on the caller's
// executor, since a warm read (a few microseconds) costs less than a hop to another one.

/// Movie details (with cast and recommendations).
public protocol MovieRepository: Sendable {
    nonisolated(nonsending) func movie(id: Int) async throws -> Fetched<Movie>
}

/// TV series details (with seasons and cast).
public protocol TVSeriesRepository: Sendable {
    nonisolated(nonsending) func series(id: Int) async throws -> Fetched<TVSeries>
    /// The series' name alone (the context of its season and episode pages), stale or not.
    nonisolated(nonsending) func seriesOutline(id: Int) async throws -> TVSeriesOutline
}

extension TVSeriesRepository {
    /// From the whole series.
    public nonisolated(nonsending) func seriesOutline(id: Int) async throws -> TVSeriesOutline {
        TVSeriesOutline(try await series(id: id).value)
    }
}

/// A season with its episodes, cached together.
public protocol TVSeasonRepository: Sendable {
    nonisolated(nonsending) func season(_ seasonNumber: Int, inSeries tvSeriesID: Int) async throws -> Fetched<TVSeason>
    /// Several seasons of one series (those the catalog knows, by number), the missing ones fetched together.
    nonisolated(nonsending) func seasons(_ seasonNumbers: [Int], inSeries tvSeriesID: Int) async throws
        -> [Fetched<TVSeason>]
    /// The season's name and episode numbers alone (the context of its episode pages), stale or not.
    nonisolated(nonsending) func seasonOutline(_ seasonNumber: Int, inSeries tvSeriesID: Int) async throws
        -> TVSeasonOutline
}

extension TVSeasonRepository {
    /// From the whole season.
    public nonisolated(nonsending) func seasonOutline(_ seasonNumber: Int, inSeries tvSeriesID: Int) async throws
        -> TVSeasonOutline {
        TVSeasonOutline(try await season(seasonNumber, inSeries: tvSeriesID).value)
    }
}

/// A person with their combined credits.
public protocol PersonRepository: Sendable {
    nonisolated(nonsending) func person(id: Int) async throws -> Fetched<Person>
}

/// The Explore carousels (and their pages, for See All) and Discover.
public protocol ExploreRepository: Sendable {
    nonisolated(nonsending) func section(_ section: ExploreSectionID, page: Int) async throws
        -> Fetched<Page<MediaItem>>
    /// One page of a discover query (its `page` is ignored).
    nonisolated(nonsending) func discover(_ query: DiscoverQuery, page: Int) async throws -> Fetched<Page<MediaItem>>
}

/// Multi-search (movies, series, people). Not cached.
public protocol SearchRepository: Sendable {
    func search(query: String, page: Int) async throws -> Page<MediaItem>
}

/// The user's watchlist. User data: never lost, never silently reset.
public protocol WatchlistRepository: Sendable {
    func add(_ kind: WatchlistKind, id: Int) async throws
    func remove(_ kind: WatchlistKind, id: Int) async throws
    func contains(_ kind: WatchlistKind, id: Int) async throws -> Bool
    /// Most recently added first.
    func all() async throws -> [WatchlistEntry]
    /// Emits the full list (most recent first) now and after every change, from anywhere in the app.
    func changes() -> AsyncStream<[WatchlistEntry]>
}

extension WatchlistRepository {
    /// Adds the title when `isOn`, removes it otherwise (the watchlist toggle and the card menus).
    public func set(_ kind: WatchlistKind, id: Int, isOn: Bool) async throws {
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
