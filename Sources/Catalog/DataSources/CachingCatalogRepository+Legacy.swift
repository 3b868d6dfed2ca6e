import Foundation
import Observability
import Tracing

// The per-resource reads before ``CatalogResource``, while their callers move to ``CatalogReader``.
extension CachingCatalogRepository: MovieRepository, TVSeriesRepository, TVSeasonRepository, PersonRepository,
    ExploreRepository, TitleLookupRepository where Remote: CatalogRemoteDataSource {
    public nonisolated(nonsending) func movie(id: Int) async throws -> Fetched<Movie> {
        try await cached(.movie, key: "\(id)") { [remote] in try await remote.movie(id: id) }
    }

    public nonisolated(nonsending) func series(id: Int) async throws -> Fetched<TVSeries> {
        try await cached(.tvSeries, key: "\(id)") { [remote] in try await remote.series(id: id) }
    }

    public nonisolated(nonsending) func season(_ seasonNumber: Int, inSeries tvSeriesID: Int) async throws
        -> Fetched<TVSeason> {
        try await cached(.tvSeason, key: "\(tvSeriesID)-\(seasonNumber)") { [remote] in
            try await remote.season(seasonNumber, inSeries: tvSeriesID)
        }
    }

    public nonisolated(nonsending) func seriesOutline(id: Int) async throws -> TVSeriesOutline {
        try await cachedPart(TVSeriesOutline.init, of: .tvSeries, key: "\(id)") { [remote] in
            try await remote.series(id: id)
        }
    }

    public nonisolated(nonsending) func seasonOutline(_ seasonNumber: Int, inSeries tvSeriesID: Int) async throws
        -> TVSeasonOutline {
        try await cachedPart(TVSeasonOutline.init, of: .tvSeason, key: "\(tvSeriesID)-\(seasonNumber)") { [remote] in
            try await remote.season(seasonNumber, inSeries: tvSeriesID)
        }
    }

    public nonisolated(nonsending) func person(id: Int) async throws -> Fetched<Person> {
        try await cached(.person, key: "\(id)") { [remote] in try await remote.person(id: id) }
    }

    public nonisolated(nonsending) func section(_ section: ExploreSectionID, page: Int) async throws
        -> Fetched<Page<MediaItem>> {
        try await cached(.exploreSection, key: "\(section.rawValue)-\(page)") { [remote] in
            try await remote.section(section, page: page)
        }
    }

    public nonisolated(nonsending) func movies(titled title: String) async throws -> Fetched<[MovieSummary]> {
        let query = title.trimmingCharacters(in: .whitespacesAndNewlines)
        return try await cached(.movieSearch, key: query.lowercased()) { [remote] in
            try await remote.movieSearch(query: query)
        }
    }

    public nonisolated(nonsending) func title(imdbID: String) async throws -> Fetched<ExternalTitle?> {
        try await cached(.externalID, key: imdbID) { [remote] in try await remote.externalTitle(imdbID: imdbID) }
    }

    public nonisolated(nonsending) func discover(_ query: DiscoverQuery, page: Int) async throws
        -> Fetched<Page<MediaItem>> {
        let filters = query.at(page: nil)
        return try await cached(.discover, key: "\(query.kind.rawValue)-\(filters.text)-\(page)") { [remote] in
            try await remote.discover(filters, page: page)
        }
    }

    /// The cache-first read of one resource, in a span `repository <resource>` whose `cache.hit` says whether
    /// the cache answered (the remote's span, on a miss, is its child).
    nonisolated(nonsending) func cached<Value: Codable & Sendable>(
        _ resource: CacheResource, key: String, fetch: @escaping @Sendable () async throws -> Value
    ) async throws -> Fetched<Value> {
        try await withSpanIfTracing("repository \(resource.rawValue)") { span in
            Self.describe(span, name: resource.rawValue, key: key)
            return try await read(resource, key: key, in: span, fetch: fetch)
        }
    }

    /// The body of ``cached(_:key:fetch:)``, recording on `span`.
    private nonisolated(nonsending) func read<Value: Codable & Sendable>(
        _ resource: CacheResource, key: String, in span: (any Span)?, fetch: @escaping @Sendable () async throws -> Value
    ) async throws -> Fetched<Value> {
        let entry = await cache.entry(Value.self, resource: resource, key: key)
        if let entry, isFresh(entry, timeToLive: Self.defaultTimeToLive) {
            span?.attributes["cache.hit"] = true
            return Fetched(entry.value)
        }
        span?.attributes["cache.hit"] = false
        let value: Value
        do {
            value = try await sharedFetches.value(for: "\(resource.rawValue)/\(key)") { [self] in
                let value = try await fetch()
                do {
                    try await cache.store(value, resource: resource, key: key, cachedAt: now())
                } catch {
                    log("cache write failed for \(resource.rawValue) \(key): \(error)")
                }
                return value
            }
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            let catalogError = CatalogError(error)
            if catalogError == .offline, let entry {
                span?.attributes["popcorn.cache.stale"] = true
                return Fetched(entry.value, isStale: true)
            }
            throw catalogError
        }
        return Fetched(value)
    }

    /// A part of a cached resource read from its fresh cache entry without decoding the rest, in a span
    /// `repository <resource>`; without a fresh entry, the whole resource is read cache-first.
    nonisolated(nonsending) func cachedPart<Part: Decodable & Sendable, Whole: Codable & Sendable>(
        _ part: (Whole) -> Part, of resource: CacheResource, key: String,
        fetch: @escaping @Sendable () async throws -> Whole
    ) async throws -> Part {
        try await withSpanIfTracing("repository \(resource.rawValue)") { span in
            Self.describe(span, name: resource.rawValue, key: key)
            if let entry = await cache.entry(Part.self, resource: resource, key: key),
               isFresh(entry, timeToLive: Self.defaultTimeToLive) {
                span?.attributes["cache.hit"] = true
                return entry.value
            }
            return part(try await read(resource, key: key, in: span, fetch: fetch).value)
        }
    }
}
