import Catalog
import Foundation
import XCTest

@testable import Persistence

/// Follow choices and announced episodes in a real library file: saved, read back after reopening,
/// claimed once across connections, salvaged from a damaged file, and added to an older library.
final class FollowLibraryTests: XCTestCase {
    private var folder: String!
    private let clock = TestClock()
    private let logs = LogLines()

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(self)
    }

    private func library() -> SQLiteLibrary {
        SQLiteLibrary(path: folder + "/library.sqlite", now: clock.function)
    }

    private func keys(_ numbers: ClosedRange<Int>, season: Int = 2) -> [EpisodeKey] {
        numbers.map { EpisodeKey(seriesID: 1, season: season, episode: $0) }
    }

    func testChoicesAreSavedReplacedAndSurviveReopen() async throws {
        do {
            let library = library()
            try await library.setFollowing(false, seriesID: 1)
            try await library.setFollowing(true, seriesID: 2)
            try await library.setFollowing(true, seriesID: 1)
        }
        let choices = try await library().followChoices()
        XCTAssertEqual(choices, [1: true, 2: true])
    }

    func testTheFirstClaimIsTheBaselineAndEachEpisodeIsNewOnce() async throws {
        let first = library()
        let baseline = try await first.claimAnnouncements(of: keys(1...1), inSeries: 1)
        XCTAssertEqual(baseline, .baseline)
        // Another connection (the refresh timer beside the app) sees what the first one recorded.
        let second = library()
        let new = try await second.claimAnnouncements(of: keys(1...3), inSeries: 1)
        XCTAssertEqual(new, .new(keys(2...3)))
        let again = try await first.claimAnnouncements(of: keys(1...3), inSeries: 1)
        XCTAssertEqual(again, .new([]), "never twice")
    }

    func testStoppingOrNoLongerFollowingStartsANewBaseline() async throws {
        let library = library()
        _ = try await library.claimAnnouncements(of: keys(1...1), inSeries: 1)
        try await library.setFollowing(false, seriesID: 1)
        let afterStop = try await library.claimAnnouncements(of: keys(1...4), inSeries: 1)
        XCTAssertEqual(afterStop, .baseline, "following again: nothing aired meanwhile is announced")

        try await library.forgetBaselines(keeping: [7])
        let afterForget = try await library.claimAnnouncements(of: keys(1...5), inSeries: 1)
        XCTAssertEqual(afterForget, .baseline, "a series no longer followed forgets its baseline")
        let kept = try await library.claimAnnouncements(of: keys(1...6), inSeries: 1)
        XCTAssertEqual(kept, .new(keys(6...6)))
    }

    func testADamagedLibraryKeepsItsChoicesAndAnnouncements() async throws {
        do {
            let library = library()
            try await library.setFollowing(false, seriesID: 3)
            _ = try await library.claimAnnouncements(of: keys(1...2), inSeries: 1)
            await library.save(["a"])
        }
        try damageRootPage(of: "recent_search", in: folder + "/library.sqlite")
        let recovered = library()
        XCTAssertNil(recovered.openingProblem)
        XCTAssertNotNil(recovered.openingNotice)
        let choices = try await recovered.followChoices()
        XCTAssertEqual(choices, [3: false])
        let claim = try await recovered.claimAnnouncements(of: keys(1...3), inSeries: 1)
        XCTAssertEqual(claim, .new(keys(3...3)), "the baseline and the announced episodes were recovered")
    }

    func testAVersion1LibraryGainsTheFollowTables() async throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/library-v1.sqlite").path
        try FileManager.default.copyItem(atPath: fixture, toPath: folder + "/library.sqlite")
        let library = library()
        XCTAssertNil(library.openingProblem)
        try await library.setFollowing(true, seriesID: 9)
        let choices = try await library.followChoices()
        XCTAssertEqual(choices, [9: true])
        let entries = try await library.all()
        XCTAssertEqual(entries.count, 3, "the watchlist is kept")
    }
}

extension FollowLibraryTests {
    func testLostAnnouncementsDropTheBaselinesSoNothingIsAnnouncedTwice() async throws {
        do {
            let library = library()
            _ = try await library.claimAnnouncements(of: keys(1...2), inSeries: 1)
            _ = try await library.claimAnnouncements(of: keys(1...3), inSeries: 1)
        }
        try damageRootPage(of: "announced_episode", in: folder + "/library.sqlite")
        let recovered = library()
        XCTAssertNotNil(recovered.openingNotice, "the damage was found and the library recovered")
        let claim = try await recovered.claimAnnouncements(of: keys(1...4), inSeries: 1)
        XCTAssertEqual(
            claim, .baseline, "without the announced episodes, a new baseline instead of announcing S2E1–E3 again")
    }
}

extension FollowLibraryTests {
    /// A library of schema 6 (follow choices on or off) gains the notification choice: a series followed
    /// ("Notify Me" on) keeps being notified of each episode, a stopped one stays "Never".
    func testAVersion6LibraryKeepsNotifyMeAsEachEpisode() async throws {
        let path = folder + "/library.sqlite"
        do {
            let old = try SQLiteConnection(path: path)
            try old.execute(
                "CREATE TABLE follow (seriesID INTEGER PRIMARY KEY, "
                    + "following INTEGER NOT NULL CHECK (following IN (0, 1)), changedAt REAL NOT NULL); "
                    + "INSERT INTO follow VALUES (1, 1, 10), (2, 0, 20); PRAGMA user_version = 6")
        }
        let opened = library()
        XCTAssertNil(opened.openingProblem)
        let choices = try await opened.notificationChoices()
        XCTAssertEqual(choices, [1: .eachEpisode, 2: .never])
        let follows = try await opened.followChoices()
        XCTAssertEqual(follows, [1: true, 2: false])

        try await opened.setNotificationChoice(.wholeSeason, seriesID: 2)
        let afterChoice = try await library().notificationChoices()
        XCTAssertEqual(afterChoice, [1: .eachEpisode, 2: .wholeSeason], "saved and read back after reopening")
        let followsAfterChoice = try await opened.followChoices()
        XCTAssertEqual(followsAfterChoice, [1: true, 2: true])
    }
}
