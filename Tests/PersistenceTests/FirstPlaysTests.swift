import Catalog
import Foundation
import XCTest

@testable import Persistence

/// `addFirstPlays`: a play for each title without one, decided inside the write (issue 32, item 8).
final class FirstPlaysTests: XCTestCase {
    private var folder: String!
    private let clock = TestClock()
    private let logs = LogLines()

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
    }

    private func library() -> SQLiteLibrary {
        SQLiteLibrary(path: folder + "/library.sqlite", now: clock.function)
    }

    private func episode(_ number: Int) -> TrackedTitle {
        .episode(EpisodeKey(seriesID: 1, season: 1, episode: number))
    }

    func testOnlyTitlesWithoutAPlayGetOneAndOnlyOnce() async throws {
        let library = library()
        try await library.addPlays([episode(1)], watchedAt: 1_600_000_000)
        let added = try await library.addFirstPlays(
            [episode(1), episode(2), episode(2), .movie(id: 3)],
            watchedAt: 1_700_000_000)
        XCTAssertEqual(added.map(\.title), [episode(2), .movie(id: 3)])
        XCTAssertEqual(added.map(\.watchedAt), [1_700_000_000, 1_700_000_000])
        let snapshot = try await library.snapshot()
        XCTAssertEqual(Set(snapshot.plays.map(\.title)), [episode(1), episode(2), .movie(id: 3)])
        XCTAssertEqual(snapshot.plays.count, 3)
        XCTAssertEqual(
            Set(added), Set(snapshot.plays.filter { $0.watchedAt == 1_700_000_000 }),
            "the plays returned are the ones stored, with their ids")
        let again = try await library.addFirstPlays([episode(1), episode(2)], watchedAt: nil)
        XCTAssertEqual(again, [], "every title already has a play")
        let plays = try await library.snapshot().plays
        XCTAssertEqual(plays.count, 3)
    }

    /// Five connections to one file (as five processes have) mark the same 30 episodes at once, in several
    /// rounds: each episode gets exactly one play, returned to exactly one of them.
    func testConcurrentConnectionsAddEachFirstPlayOnce() async throws {
        let libraries = (1...5).map { _ in library() }
        for round in 1...5 {
            let titles = (1...30).map { TrackedTitle.episode(EpisodeKey(seriesID: round, season: 1, episode: $0)) }
            let added = try await withThrowingTaskGroup(of: [Play].self) { group in
                for library in libraries {
                    group.addTask { try await library.addFirstPlays(titles, watchedAt: nil) }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }
            XCTAssertEqual(added.count, titles.count, "round \(round)")
            XCTAssertEqual(Set(added.map(\.title)), Set(titles), "round \(round)")
            let stored = try await library().snapshot().plays.filter {
                if case .episode(let key) = $0.title { key.seriesID == round } else { false }
            }
            XCTAssertEqual(stored.count, titles.count, "round \(round): one play per episode")
            XCTAssertEqual(Set(stored.map(\.id)), Set(added.map(\.id)), "round \(round)")
        }
    }
}
