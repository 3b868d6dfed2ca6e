import Catalog
import Foundation
import XCTest

@testable import Persistence

/// The tracking snapshot (every play and rating) is read once and handed to every reader until the library
/// changes: at start-up a dozen pages ask for it at once, and a heavy library has 100,000 plays.
final class TrackingSnapshotReuseTests: XCTestCase {
    private var folder: String!
    private let episode = TrackedTitle.episode(EpisodeKey(seriesID: 1, season: 1, episode: 2))

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
    }

    private func library() -> SQLiteLibrary {
        SQLiteLibrary(path: folder + "/library.sqlite")
    }

    /// The address of the plays' storage: the same for two snapshots that share one read.
    private func storage(_ snapshot: TrackingSnapshot) -> UnsafeRawPointer? {
        snapshot.plays.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    func testReadersShareOneReadUntilTheLibraryChanges() async throws {
        let library = library()
        try await library.addPlays([episode, .movie(id: 603)], watchedAt: 1_600_000_000)
        let first = try await library.snapshot()
        let second = try await library.snapshot()
        XCTAssertNotNil(storage(first))
        XCTAssertEqual(storage(first), storage(second), "no change in between: the same snapshot")
        var observed = library.trackingChanges().makeAsyncIterator()
        let initial = await observed.next()
        XCTAssertEqual(initial.flatMap(storage), storage(first), "an observer starts from it too")
    }

    func testEveryWriteOfTheLibraryIsSeen() async throws {
        let library = library()
        try await library.addPlays([episode], watchedAt: 1_600_000_000)
        var snapshot = try await library.snapshot()
        XCTAssertEqual(snapshot.watchCount(episode), 1)
        try await library.addPlays([episode], watchedAt: 1_700_000_000)
        snapshot = try await library.snapshot()
        XCTAssertEqual(snapshot.watchCount(episode), 2)
        try await library.setRating(7, for: episode)
        snapshot = try await library.snapshot()
        XCTAssertEqual(snapshot.rating(episode), 7)
        let ids = snapshot.plays.map(\.id)
        try await library.removePlays([ids[0]])
        snapshot = try await library.snapshot()
        XCTAssertEqual(snapshot.plays.map(\.id), [ids[1]])
        try await library.setRating(nil, for: episode)
        snapshot = try await library.snapshot()
        XCTAssertNil(snapshot.rating(episode))
    }

    func testAWriteOfAnotherProcessIsSeenAtTheNextRead() async throws {
        let library = library()
        var snapshot = try await library.snapshot()
        XCTAssertEqual(snapshot.plays.count, 0)
        // Another process (here: another connection to the same file) marks a play and rates.
        let other = self.library()
        try await other.addPlays([.movie(id: 603)], watchedAt: 1_600_000_000)
        snapshot = try await library.snapshot()
        XCTAssertEqual(snapshot.watchCount(.movie(id: 603)), 1)
        try await other.setRating(9, for: .movie(id: 603))
        snapshot = try await library.snapshot()
        XCTAssertEqual(snapshot.rating(.movie(id: 603)), 9)
    }

    /// A write that changed nothing (at every start the refresh of the followed series claims what aired,
    /// usually nothing new) tells no observer: each page would compute its content again for nothing.
    func testAWriteThatChangedNothingTellsNoObserver() async throws {
        let library = library()
        let heard = Heard()
        let listening = Task {
            for await snapshot in library.trackingChanges() { await heard.append(snapshot.plays.count) }
        }
        defer { listening.cancel() }
        while await heard.counts.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        try await library.forgetBaselines(keeping: [])
        try await library.removePlays([42])
        try await library.addPlays([episode], watchedAt: 1_600_000_000)
        while await heard.counts.count < 2 { try await Task.sleep(for: .milliseconds(10)) }
        try await Task.sleep(for: .milliseconds(100))
        let counts = await heard.counts
        XCTAssertEqual(counts, [0, 1], "the start, then the play; not the two writes that changed nothing")
    }
}

/// What an observer heard, in order.
private actor Heard {
    var counts: [Int] = []

    func append(_ count: Int) {
        counts.append(count)
    }
}
