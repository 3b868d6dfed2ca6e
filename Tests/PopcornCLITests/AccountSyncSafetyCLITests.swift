import Foundation
import TestServerSupport
import XCTest

/// `popcorn sync` against hostile answers of the fake TMDb account (`Tests/Support/fake_account.py`): after
/// a good sync, a malformed list, a list that suddenly shrinks, a write answered without TMDb's success and
/// off-scale ratings or hostile times never cost the library anything.
final class AccountSyncSafetyCLITests: SignedInAccountTestCase {
    private static let objectID = "5f1a2b3c4d5e6f7a8b9c0d1e"
    private static let movieWatchlist = "/4/account/\(objectID)/movie/watchlist"
    private static let unreadable = "popcorn sync: TMDb sent a response Popcorn could not read.\n"

    /// Answers the next request of `path` (after `skipped` answered normally) with `status` and raw `body`.
    private func answer(_ path: String, status: Int = 200, _ body: String, skipping skipped: Int = 0) throws {
        if skipped > 0 { _ = try server.post("/__control", ["path": path, "spec": "slow:0x\(skipped)"]) }
        _ = try server.post("/__control", ["path": path, "spec": "body:\(status)x1", "body": body])
    }

    /// How many requests the fake answered for `path` so far.
    private func requestCount(_ path: String) throws -> Int {
        let requests = try XCTUnwrap(JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any])
        return (requests["perPath"] as? [String: Int])?[path] ?? 0
    }

    /// The library's watchlist entries and ratings, each with its time, from a backup (`popcorn export`).
    private func library() throws -> [String] {
        let backup = popcorn.home + "/backup-\(UUID().uuidString).json"
        let export = try run("export", backup)
        XCTAssertEqual(export.status, 0, export.stderr)
        let contents = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: backup)))
                as? [String: Any])
        try FileManager.default.removeItem(atPath: backup)
        let watchlist = (contents["watchlist"] as? [[String: Any]] ?? []).map {
            "watchlist \($0["title"] ?? "?") \($0["addedAt"] ?? "?")"
        }
        let ratings = (contents["ratings"] as? [[String: Any]] ?? []).map {
            "rating \($0["title"] ?? "?") \($0["value"] ?? "?") \($0["ratedAt"] ?? "?")"
        }
        return (watchlist + ratings).sorted()
    }

    private func pendingChanges() throws -> String? {
        try run("account", "status").lines.last
    }

    // MARK: Tests

    func testAMalformedListAfterAGoodSyncFailsClearlyAndChangesNothing() throws {
        XCTAssertEqual(try run("watchlist", "add", "tv/200").status, 0)
        XCTAssertEqual(try run("rate", "movie/100", "8").status, 0)
        XCTAssertEqual(try run("rate", "tv/200/season/1/episode/1", "7").status, 0)
        try changeAccount([
            "watchlist": ["movie": Array(1...25), "tv": [1399]],
            "ratings": [
                "movie": ["550": ["value": 6.0, "created_at": "2026-11-20T10:00:00.000Z"]],
                "tv": ["1399": ["value": 9.0, "created_at": "2026-11-20T10:00:00.000Z"]],
            ],
        ])
        let good = try run("sync")
        XCTAssertEqual(good.stdout, "Synced with TMDb: 3 sent, 28 received.\n", good.stderr)
        let before = try library()
        XCTAssertEqual(before.count, 31)
        let accountBefore = try account()

        let rated = "/4/account/\(Self.objectID)/movie/rated"
        let episodes = "/3/account/4242/rated/tv/episodes"
        let tvWatchlist = "/4/account/\(Self.objectID)/tv/watchlist"
        let page2 = { (ids: ClosedRange<Int>, totalPages: Int, totalResults: Int) in
            "{\"page\": 2, \"results\": [" + ids.map { "{\"id\": \($0)}" }.joined(separator: ", ")
                + "], \"total_pages\": \(totalPages), \"total_results\": \(totalResults)}"
        }
        let malformed: [(path: String, body: String, skipping: Int)] = [
            (Self.movieWatchlist, "{\"page\": 1, \"total_pages\": 1, \"total_results\": 0}", 0),
            (Self.movieWatchlist, "{\"page\": 1, \"results\": null, \"total_pages\": 1, \"total_results\": 0}", 0),
            (tvWatchlist, "{\"page\": 1, \"results\": \"none\", \"total_pages\": 1, \"total_results\": 0}", 0),
            (rated, "{\"page\": 1, \"results\": {}, \"total_pages\": 1, \"total_results\": 0}", 0),
            (
                rated, "{\"page\": 1, \"results\": [{\"title\": \"no id\"}], \"total_pages\": 1, \"total_results\": 1}",
                0
            ),
            (episodes, "{\"page\": 1, \"results\": [{\"show_id\": 200}], \"total_pages\": 1, \"total_results\": 1}", 0),
            (episodes, "null", 0),
            (Self.movieWatchlist, page2(21...24, 2, 25), 1),
            (Self.movieWatchlist, page2(21...25, 3, 25), 1),
            (Self.movieWatchlist, "{\"page\": 3, \"results\": [], \"total_pages\": 2, \"total_results\": 25}", 1),
        ]
        for (path, body, skipped) in malformed {
            try answer(path, body, skipping: skipped)
            let sync = try run("sync")
            XCTAssertEqual(sync.status, 1, "\(path) \(body): \(sync.stdout)")
            XCTAssertEqual(sync.stderr, Self.unreadable, "\(path) \(body)")
            XCTAssertEqual(try library(), before, "\(path) \(body): the library is as it was, dates included")
        }
        XCTAssertEqual(
            NSDictionary(dictionary: try account()), NSDictionary(dictionary: accountBefore),
            "nothing was sent")
        XCTAssertEqual(try run("sync").stdout, "Synced with TMDb: 0 sent, 0 received.\n")
        XCTAssertEqual(try library(), before)
    }

    func testAListThatShrinksByMoreThanHalfIsAppliedOnlyWhenASecondReadAgrees() throws {
        try changeAccount(["watchlist": ["movie": [1, 2, 3, 4, 5, 6], "tv": []]])
        XCTAssertEqual(try run("sync").stdout, "Synced with TMDb: 0 sent, 6 received.\n")
        let before = try library()

        // TMDb answers an empty list once: the second read disagrees and the sync stops before any change.
        try answer(Self.movieWatchlist, "{\"page\": 1, \"results\": [], \"total_pages\": 1, \"total_results\": 0}")
        var reads = try requestCount(Self.movieWatchlist)
        let flaky = try run("sync")
        XCTAssertEqual(flaky.status, 1, flaky.stdout)
        XCTAssertEqual(flaky.stderr, Self.unreadable)
        XCTAssertEqual(try requestCount(Self.movieWatchlist) - reads, 2, "read twice")
        XCTAssertEqual(try library(), before)

        // The list did shrink on the website: both reads agree and the removals are applied.
        try changeAccount(["watchlist": ["movie": [4], "tv": []]])
        reads = try requestCount(Self.movieWatchlist)
        let shrunk = try run("sync")
        XCTAssertEqual(shrunk.stdout, "Synced with TMDb: 0 sent, 5 received.\n", shrunk.stderr)
        XCTAssertEqual(try requestCount(Self.movieWatchlist) - reads, 2, "read twice")
        XCTAssertEqual(try run("watchlist", "list").lines, ["movie/4"])

        // Losing half or less is believed at once.
        try changeAccount(["watchlist": ["movie": [4, 7, 8, 9], "tv": []]])
        XCTAssertEqual(try run("sync").stdout, "Synced with TMDb: 0 sent, 3 received.\n")
        try changeAccount(["watchlist": ["movie": [4, 7], "tv": []]])
        reads = try requestCount(Self.movieWatchlist)
        XCTAssertEqual(try run("sync").stdout, "Synced with TMDb: 0 sent, 2 received.\n")
        XCTAssertEqual(try requestCount(Self.movieWatchlist) - reads, 1)
    }

    func testAWriteAnsweredWithoutTMDbsSuccessStaysPendingAndIsSentLater() throws {
        XCTAssertEqual(try run("sync").status, 0)
        XCTAssertEqual(try run("watchlist", "add", "movie/101").status, 0)
        let path = "/3/account/4242/watchlist"
        let padded =
            "{\"success\": true, \"status_code\": 1, \"padding\": \""
            + String(repeating: "x", count: 15_000_000) + "\"}"
        let answers: [(status: Int, body: String)] = [
            (200, "{\"success\": false, \"status_code\": 11, \"status_message\": \"Internal error\"}"),
            (299, "{\"success\": true, \"status_code\": 1, \"status_message\": \"Success.\"}"),
            (200, "null"), (200, "[]"), (200, "\"Success.\""), (200, padded),
        ]
        for (status, body) in answers {
            try answer(path, status: status, body)
            let sync = try run("sync")
            XCTAssertEqual(sync.status, 1, "\(status) \(body.prefix(60)): \(sync.stdout)")
            XCTAssertTrue(sync.stderr.hasPrefix("popcorn sync: TMDb "), sync.stderr)
            XCTAssertEqual(try pendingChanges(), "1 change waiting to be synced.", "\(status) \(body.prefix(60))")
        }
        let sync = try run("sync")
        XCTAssertEqual(sync.stdout, "Synced with TMDb: 1 sent, 0 received.\n", sync.stderr)
        XCTAssertEqual((try account()["watchlist"] as? [String: [Int]])?["movie"], [101])
        XCTAssertEqual(try run("watchlist", "list").lines, ["movie/101"])
    }

    func testRatingsOffTMDbsScaleAndHostileTimesAreLeftOutOneByOne() throws {
        XCTAssertEqual(try run("rate", "movie/101", "6").status, 0)
        XCTAssertEqual(try run("sync").stdout, "Synced with TMDb: 1 sent, 0 received.\n")
        let agreed = try library()
        let fortyDigits = "2026-11-24T10:00:00." + String(repeating: "1234567890", count: 4) + "Z"
        try changeAccount([
            "ratings": [
                "movie": [
                    "101": ["value": 1e300], "550": ["value": 7.0, "created_at": fortyDigits],
                    "551": ["value": -3.0], "552": ["value": 8.0],
                ],
                "tv": ["1399": ["value": 10.5]],
                "episode": ["1399:1:1": ["value": 1e300]],
            ]
        ])
        let sync = try run("sync")
        XCTAssertEqual(sync.status, 0, sync.stderr)
        XCTAssertEqual(sync.stdout, "Synced with TMDb: 0 sent, 2 received.\n")
        for warning in [
            "rating movie 101 out of the sync: 1e+300", "rating movie 551 out of the sync: -3.0",
            "rating tvSeries 1399 out of the sync: 10.5", "rating episode 1399 S1E1 out of the sync: 1e+300",
        ] {
            let line = sync.stderr.split(separator: "\n").first {
                $0.contains("Left TMDb's \(warning) is not a rating from 0.5 to 10.")
            }
            XCTAssertTrue(line?.contains("Popcorn-WARNING") == true, "a GLib warning: \(sync.stderr)")
        }
        let local = try library()
        XCTAssertTrue(
            local.contains(try XCTUnwrap(agreed.first)), "the rating TMDb holds off its scale stays as it was: \(local)"
        )
        XCTAssertEqual(
            local.map { $0.split(separator: " ").prefix(3).joined(separator: " ") },
            ["rating movie/101 6", "rating movie/550 7", "rating movie/552 8"])
    }
}
