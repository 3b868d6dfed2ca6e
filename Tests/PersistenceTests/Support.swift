import Catalog
import Foundation
import LogCapture
import Tracing
import XCTest

@testable import Persistence

/// A fresh temporary folder per test, removed afterwards.
func makeTemporaryFolder(_ test: XCTestCase) throws -> String {
    let path = NSTemporaryDirectory() + "popcorn-persistence-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

/// Overwrites the root page of `table` in the database at `path` (after a checkpoint), leaving the other
/// tables readable.
func damageRootPage(of table: String, in path: String) throws {
    let connection = try SQLiteConnection(path: path)
    try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    let rootPage = try XCTUnwrap(
        connection.scalarText(
            "SELECT rootpage FROM sqlite_master WHERE name = '\(table)'"
        ).flatMap { Int($0) })
    let pageSize = try XCTUnwrap(connection.scalarText("PRAGMA page_size").flatMap { Int($0) })
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.seek(toOffset: UInt64((rootPage - 1) * pageSize))
    handle.write(Data(repeating: 0xEE, count: pageSize))
    try handle.close()
}

/// A settable clock (seconds since 1970).
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Double

    init(_ start: Double = 1_800_000_000) { value = start }

    var now: Double { lock.withLock { value } }

    func advance(by seconds: Double) { lock.withLock { value += seconds } }

    var function: @Sendable () -> Double { { [self] in now } }
}

/// The messages logged (through GLib) since it was made.
final class LogLines: Sendable {
    private let start = CapturedLogs.count

    var all: [String] { CapturedLogs.messages(since: start) }
}

/// A remote that counts calls and can be told to fail.
final class CountingRemote: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var failure: CatalogError?
    private var seasonEpisodes = 3

    func calls(_ name: String) -> Int { lock.withLock { counts[name] ?? 0 } }

    func fail(with error: CatalogError?) { lock.withLock { failure = error } }

    func setSeasonEpisodes(_ count: Int) { lock.withLock { seasonEpisodes = count } }

    /// Counts the call, in a span `remote <name>` (so tests see where the remote sits in a trace).
    private func call(_ name: String) throws(CatalogError) {
        do {
            try withSpan("remote \(name)") { _ in
                try lock.withLock {
                    counts[name, default: 0] += 1
                    if let failure { throw failure }
                }
            }
        } catch {
            throw CatalogError(error)
        }
    }

    private var revision: Int { lock.withLock { counts.values.reduce(0, +) } }

    func movie(id: Int) throws(CatalogError) -> Movie {
        try call("movie")
        return Movie(id: id, title: "Movie \(id) r\(revision)", runtime: 90)
    }

    func series(id: Int) throws(CatalogError) -> TVSeries {
        try call("series")
        return TVSeries(id: id, name: "Series \(id)")
    }

    func season(_ seasonNumber: Int, inSeries tvSeriesID: Int) throws(CatalogError) -> TVSeason {
        try call("season")
        let count = lock.withLock { seasonEpisodes }
        return TVSeason(
            tvSeriesID: tvSeriesID, seasonNumber: seasonNumber, name: "Season \(seasonNumber)",
            overview: "Overview",
            episodes: (1...max(count, 1)).prefix(count).map {
                TVEpisode(
                    id: $0, tvSeriesID: tvSeriesID, seasonNumber: seasonNumber, episodeNumber: $0,
                    name: "Episode \($0)")
            })
    }

    func seasons(_ seasonNumbers: [Int], inSeries tvSeriesID: Int) throws(CatalogError) -> [TVSeason] {
        try call("seasons")
        return seasonNumbers.filter { $0 < 90 }.map { number in
            TVSeason(
                tvSeriesID: tvSeriesID, seasonNumber: number, name: "Season \(number)", overview: "Batch",
                episodes: [
                    TVEpisode(
                        id: number, tvSeriesID: tvSeriesID, seasonNumber: number, episodeNumber: 1,
                        name: "Episode 1")
                ])
        }
    }

    func episode(_ episodeNumber: Int, inSeason seasonNumber: Int, inSeries tvSeriesID: Int) throws(CatalogError)
        -> TVEpisode
    {
        try call("episode")
        return TVEpisode(
            id: 99, tvSeriesID: tvSeriesID, seasonNumber: seasonNumber, episodeNumber: episodeNumber,
            name: "Standalone \(episodeNumber)", overview: nil, airDate: nil, still: nil)
    }

    func person(id: Int) throws(CatalogError) -> Person {
        try call("person")
        return Person(id: id, name: "Person \(id)")
    }

    func section(_ section: ExploreSectionID, page: Int) throws(CatalogError) -> Page<MediaItem> {
        try call("section")
        return Page(
            page: page, totalPages: 3, totalResults: 41,
            results: [.movie(MovieSummary(id: 1, title: "A")), .person(PersonSummary(id: 2, name: "B"))])
    }

    func movieSearch(query: String) throws(CatalogError) -> [MovieSummary] {
        try call("movieSearch")
        return [MovieSummary(id: 7, title: query, releaseDate: CalendarDate(year: 2001, month: 1, day: 1))]
    }

    func externalTitle(imdbID: String) throws(CatalogError) -> ExternalTitle? {
        try call("externalTitle")
        return imdbID == "tt0000007" ? .movie(id: 7) : nil
    }
}

// Resources over the counting remote, named and keyed like the app's (their tables are the app's tables).

struct TestMovie: CatalogResource {
    static let name = "movie"
    let id: Int
    var cacheKey: String { "\(id)" }
    func fetch(from remote: CountingRemote) throws(CatalogError) -> Movie { try remote.movie(id: id) }
}

struct TestSeries: CatalogResource {
    static let name = "tvSeries"
    let id: Int
    var cacheKey: String { "\(id)" }
    func fetch(from remote: CountingRemote) throws(CatalogError) -> TVSeries { try remote.series(id: id) }
}

struct TestSeason: BatchedCatalogResource {
    static let name = "tvSeason"
    let seriesID: Int
    let number: Int
    var cacheKey: String { "\(seriesID)-\(number)" }
    func fetch(from remote: CountingRemote) throws(CatalogError) -> TVSeason {
        try remote.season(number, inSeries: seriesID)
    }
    static func fetch(all seasons: [TestSeason], from remote: CountingRemote) throws(CatalogError)
        -> [TestSeason: TVSeason]
    {
        let fetched = try remote.seasons(seasons.map(\.number), inSeries: seasons[0].seriesID)
        return Dictionary(
            uniqueKeysWithValues: fetched.map {
                (TestSeason(seriesID: $0.tvSeriesID, number: $0.seasonNumber), $0)
            })
    }
}

struct TestEpisode: CatalogResource {
    static let name = "tvEpisode"
    let seriesID: Int
    let season: Int
    let episode: Int
    var cacheKey: String { TVEpisode.cacheKey(tvSeriesID: seriesID, seasonNumber: season, episodeNumber: episode) }
    func fetch(from remote: CountingRemote) throws(CatalogError) -> TVEpisode {
        try remote.episode(episode, inSeason: season, inSeries: seriesID)
    }
}

struct TestPerson: CatalogResource {
    static let name = "person"
    let id: Int
    var cacheKey: String { "\(id)" }
    func fetch(from remote: CountingRemote) throws(CatalogError) -> Person { try remote.person(id: id) }
}

struct TestSection: CatalogResource {
    static let name = "exploreSection"
    let section: ExploreSectionID
    let page: Int
    var cacheKey: String { "\(section.rawValue)-\(page)" }
    func fetch(from remote: CountingRemote) throws(CatalogError) -> Page<MediaItem> {
        try remote.section(section, page: page)
    }
}

struct TestDiscover: CatalogResource {
    static let name = "discover"
    let page: Int
    var cacheKey: String { "movie--\(page)" }
    func fetch(from remote: CountingRemote) throws(CatalogError) -> Page<MediaItem> {
        try remote.section(.discoverMovies, page: page)
    }
}

struct TestMovieSearch: CatalogResource {
    static let name = "movieSearch"
    let query: String
    var cacheKey: String { query.lowercased() }
    func fetch(from remote: CountingRemote) throws(CatalogError) -> [MovieSummary] {
        try remote.movieSearch(query: query)
    }
}

struct TestExternalID: CatalogResource {
    static let name = "externalID"
    let imdbID: String
    var cacheKey: String { imdbID }
    func fetch(from remote: CountingRemote) throws(CatalogError) -> ExternalTitle? {
        try remote.externalTitle(imdbID: imdbID)
    }
}

/// The reads the tests make, named as they read.
extension CachingCatalogRepository where Remote == CountingRemote {
    func movie(id: Int) async throws(CatalogError) -> Fetched<Movie> { try await read(TestMovie(id: id)) }

    func series(id: Int) async throws(CatalogError) -> Fetched<TVSeries> { try await read(TestSeries(id: id)) }

    func season(_ number: Int, inSeries seriesID: Int) async throws(CatalogError) -> Fetched<TVSeason> {
        try await read(TestSeason(seriesID: seriesID, number: number))
    }

    func seasons(_ numbers: [Int], inSeries seriesID: Int) async throws(CatalogError) -> [Fetched<TVSeason>] {
        try await read(all: numbers.map { TestSeason(seriesID: seriesID, number: $0) })
    }

    func seriesOutline(id: Int) async throws(CatalogError) -> TVSeriesOutline {
        try await read(TVSeriesOutline.init, of: TestSeries(id: id))
    }

    func seasonOutline(_ number: Int, inSeries seriesID: Int) async throws(CatalogError) -> TVSeasonOutline {
        try await read(TVSeasonOutline.init, of: TestSeason(seriesID: seriesID, number: number))
    }

    func episode(_ episode: Int, inSeason season: Int, inSeries seriesID: Int) async throws(CatalogError)
        -> Fetched<TVEpisode>
    {
        try await read(TestEpisode(seriesID: seriesID, season: season, episode: episode))
    }

    func person(id: Int) async throws(CatalogError) -> Fetched<Person> { try await read(TestPerson(id: id)) }

    func section(_ section: ExploreSectionID, page: Int) async throws(CatalogError) -> Fetched<Page<MediaItem>> {
        try await read(TestSection(section: section, page: page))
    }

    func movies(titled title: String) async throws(CatalogError) -> Fetched<[MovieSummary]> {
        try await read(TestMovieSearch(query: title.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    func title(imdbID: String) async throws(CatalogError) -> Fetched<ExternalTitle?> {
        try await read(TestExternalID(imdbID: imdbID))
    }
}
