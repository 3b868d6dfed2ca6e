import Catalog
import Foundation
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
    let rootPage = try XCTUnwrap(connection.scalarText(
        "SELECT rootpage FROM sqlite_master WHERE name = '\(table)'").flatMap { Int($0) })
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

/// Collects log lines.
final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    var all: [String] { lock.withLock { lines } }

    var function: @Sendable (String) -> Void { { [self] line in lock.withLock { lines.append(line) } } }
}

/// A remote that counts calls and can be told to fail.
final class CountingRemote: CatalogRemoteDataSource, @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var failure: CatalogError?
    private var seasonEpisodes = 3

    func calls(_ name: String) -> Int { lock.withLock { counts[name] ?? 0 } }

    func fail(with error: CatalogError?) { lock.withLock { failure = error } }

    func setSeasonEpisodes(_ count: Int) { lock.withLock { seasonEpisodes = count } }

    /// Counts the call, in a span `remote <name>` (so tests see where the remote sits in a trace).
    private func call(_ name: String) throws {
        try withSpan("remote \(name)") { _ in
            try lock.withLock {
                counts[name, default: 0] += 1
                if let failure { throw failure }
            }
        }
    }

    private var revision: Int { lock.withLock { counts.values.reduce(0, +) } }

    func movie(id: Int) async throws -> Movie {
        try call("movie")
        return Movie(id: id, title: "Movie \(id) r\(revision)", runtime: 90)
    }

    func series(id: Int) async throws -> TVSeries {
        try call("series")
        return TVSeries(id: id, name: "Series \(id)")
    }

    func season(_ seasonNumber: Int, inSeries tvSeriesID: Int) async throws -> TVSeason {
        try call("season")
        let count = lock.withLock { seasonEpisodes }
        return TVSeason(tvSeriesID: tvSeriesID, seasonNumber: seasonNumber, name: "Season \(seasonNumber)",
                        overview: "Overview", episodes: (1...max(count, 1)).prefix(count).map {
                            TVEpisode(id: $0, tvSeriesID: tvSeriesID, seasonNumber: seasonNumber, episodeNumber: $0,
                                      name: "Episode \($0)")
                        })
    }

    func seasons(_ seasonNumbers: [Int], inSeries tvSeriesID: Int) async throws -> [TVSeason] {
        try call("seasons")
        return seasonNumbers.filter { $0 < 90 }.map { number in
            TVSeason(tvSeriesID: tvSeriesID, seasonNumber: number, name: "Season \(number)", overview: "Batch",
                     episodes: [TVEpisode(id: number, tvSeriesID: tvSeriesID, seasonNumber: number, episodeNumber: 1,
                                          name: "Episode 1")])
        }
    }

    func episode(_ episodeNumber: Int, inSeason seasonNumber: Int, inSeries tvSeriesID: Int) async throws -> TVEpisode {
        try call("episode")
        return TVEpisode(id: 99, tvSeriesID: tvSeriesID, seasonNumber: seasonNumber, episodeNumber: episodeNumber,
                         name: "Standalone \(episodeNumber)", overview: nil, airDate: nil, still: nil)
    }

    func person(id: Int) async throws -> Person {
        try call("person")
        return Person(id: id, name: "Person \(id)")
    }

    func discover(_ query: DiscoverQuery, page: Int) async throws -> Page<MediaItem> {
        try call("discover")
        return Page(page: page, totalPages: 2, totalResults: 21, results: [.movie(MovieSummary(id: page, title: query.text))])
    }

    func section(_ section: ExploreSectionID, page: Int) async throws -> Page<MediaItem> {
        try call("section")
        return Page(page: page, totalPages: 3, totalResults: 41,
                    results: [.movie(MovieSummary(id: 1, title: "A")), .person(PersonSummary(id: 2, name: "B"))])
    }

    func movieSearch(query: String) async throws -> [MovieSummary] {
        try call("movieSearch")
        return [MovieSummary(id: 7, title: query, releaseDate: CalendarDate(year: 2001, month: 1, day: 1))]
    }

    func externalTitle(imdbID: String) async throws -> ExternalTitle? {
        try call("externalTitle")
        return imdbID == "tt0000007" ? .movie(id: 7) : nil
    }
}
