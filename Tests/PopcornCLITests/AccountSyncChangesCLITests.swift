import Foundation
import TestServerSupport
import XCTest

/// `popcorn sync --changes` (the sync the app runs a few seconds after a change made in Popcorn) against the
/// fake TMDb account (`Tests/Support/fake_account.py`), counted by the server's own request log: it sends the
/// change and reads only the newest page of each list; removals made on the account wait for the full sync
/// that runs at start and every 6 hours, and a malformed page costs nothing.
final class AccountSyncChangesCLITests: SignedInAccountTestCase {
    private static let objectID = "5f1a2b3c4d5e6f7a8b9c0d1e"
    /// The five lists a sync reads: both watchlists, movie and series ratings (v4), episode ratings (v3).
    private static let lists: Set<String> = [
        "/4/account/\(objectID)/movie/watchlist", "/4/account/\(objectID)/tv/watchlist",
        "/4/account/\(objectID)/movie/rated", "/4/account/\(objectID)/tv/rated",
        "/3/account/4242/rated/tv/episodes",
    ]

    /// Every request the fake answered so far (`GET /__requests`), as "METHOD path page sort_by".
    private func requests() throws -> [String] {
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any])
        return (log["requests"] as? [[String: Any]] ?? []).map { request in
            let query = request["query"] as? [String: String] ?? [:]
            return [request["method"] as? String, request["path"] as? String, query["page"], query["sort_by"]]
                .compactMap { $0 }.joined(separator: " ")
        }
    }

    /// The requests `arguments` made, with the command's result.
    private func requests(of arguments: String...) throws -> (PopcornProcess.Result, [String]) {
        let before = try requests().count
        let result = try popcorn.run(arguments)
        return (result, Array(try requests().dropFirst(before)))
    }

    /// Many pages of every list: 130 watchlist entries and 95 ratings.
    private func fillAccount() throws {
        func ratings(_ ids: ClosedRange<Int>) -> [String: Any] {
            Dictionary(
                uniqueKeysWithValues: ids.map { ("\($0)", ["value": 7.0, "created_at": "2026-11-01T10:00:00.000Z"]) })
        }
        let episodes = Dictionary(
            uniqueKeysWithValues: (1...25).map {
                ("1399:1:\($0)", ["value": 8.0, "created_at": "2026-11-01T10:00:00.000Z"])
            })
        try changeAccount([
            "watchlist": ["movie": Array(1...90), "tv": Array(1001...1040)],
            "ratings": ["movie": ratings(2001...2045), "tv": ratings(3001...3025), "episode": episodes],
        ])
    }

    private func watchlistRoutes() throws -> Set<String> {
        let list = try run("watchlist", "list")
        XCTAssertEqual(list.status, 0, list.stderr)
        return Set(list.lines)
    }

    // MARK: Tests

    func testASyncAfterOneChangeSendsItAndReadsTheNewestPageOfEachList() throws {
        try fillAccount()
        let (full, fullRequests) = try requests(of: "sync")
        XCTAssertEqual(full.stdout, "Synced with TMDb: 0 sent, 225 received.\n", full.stderr)
        let pages = fullRequests.filter { request in Self.lists.contains { request.hasPrefix("GET \($0) ") } }
        XCTAssertEqual(pages.count, 5 + 2 + 3 + 2 + 2, "the full sync reads every page: \(fullRequests)")
        XCTAssertEqual(try run("rate", "movie/100", "8").status, 0)

        let (changes, changeRequests) = try requests(of: "sync", "--changes")

        XCTAssertEqual(changes.status, 0, changes.stderr)
        XCTAssertEqual(changes.stdout, "Synced with TMDb: 1 sent, 0 received.\n")
        XCTAssertLessThanOrEqual(changeRequests.count, 6, "\(changeRequests)")
        XCTAssertEqual(changeRequests.filter { $0.hasPrefix("POST") }, ["POST /3/movie/100/rating"])
        let reads = changeRequests.filter { $0.hasPrefix("GET") }
        XCTAssertEqual(Set(reads), Set(Self.lists.map { "GET \($0) 1 created_at.desc" }), "\(reads)")
        XCTAssertEqual(reads.count, Self.lists.count)
        let ratings = try XCTUnwrap(account()["ratings"] as? [String: [String: [String: Any]]])
        XCTAssertEqual(ratings["movie"]?["100"]?["value"] as? Double, 8.0)
        XCTAssertNotEqual(try run("account", "status").lines.last, "1 change waiting to be synced.")
    }

    func testASyncOfChangesTakesInTheAccountsNewestItemsAndLeavesRemovalsToTheFullSync() throws {
        try fillAccount()
        XCTAssertEqual(try run("sync").status, 0)
        let synced = try watchlistRoutes()
        XCTAssertEqual(synced.count, 130)
        // On TMDb's website: movie 1 leaves the watchlist, movie 999 joins it (newest), series 3001 is rated anew.
        var tvRatings: [String: Any] = Dictionary(
            uniqueKeysWithValues: (3002...3025).map {
                ("\($0)", ["value": 7.0, "created_at": "2026-11-01T10:00:00.000Z"])
            })
        tvRatings["3001"] = ["value": 4.0, "created_at": "2026-11-26T10:00:00.000Z"]
        try changeAccount([
            "watchlist": ["movie": Array(2...90) + [999]],
            "ratings": ["tv": tvRatings],
        ])
        XCTAssertEqual(try run("watchlist", "add", "tv/200").status, 0)

        let changes = try run("sync", "--changes")

        XCTAssertEqual(changes.status, 0, changes.stderr)
        XCTAssertEqual(changes.stdout, "Synced with TMDb: 1 sent, 2 received.\n", changes.stderr)
        let afterChanges = try watchlistRoutes()
        XCTAssertEqual(afterChanges.subtracting(synced).count, 2, "movie 999 and series 200 join: \(afterChanges)")
        XCTAssertEqual(synced.subtracting(afterChanges), [], "a sync of changes never takes an item for removed")
        let watchlist = try XCTUnwrap(account()["watchlist"] as? [String: [Int]])
        XCTAssertEqual(watchlist["tv"]?.contains(200), true)

        let full = try run("sync")

        XCTAssertEqual(full.stdout, "Synced with TMDb: 0 sent, 1 received.\n", full.stderr)
        XCTAssertEqual(afterChanges.subtracting(try watchlistRoutes()).count, 1, "the full sync takes the removal")
    }

    func testAMalformedNewestPageStopsTheSyncOfChangesBeforeAnyChange() throws {
        try fillAccount()
        XCTAssertEqual(try run("sync").status, 0)
        let synced = try watchlistRoutes()
        XCTAssertEqual(try run("rate", "movie/100", "8").status, 0)
        _ = try server.post(
            "/__control",
            ["path": "/4/account/\(Self.objectID)/movie/rated", "spec": "body:200x1", "body": #"{"page": 1}"#])
        let before = try requests().count

        let changes = try run("sync", "--changes")

        XCTAssertEqual(changes.status, 1)
        XCTAssertEqual(changes.stderr, "popcorn sync: TMDb sent a response Popcorn could not read.\n")
        XCTAssertEqual(try requests().dropFirst(before).filter { !$0.hasPrefix("GET") }, [], "nothing was sent")
        XCTAssertEqual(try watchlistRoutes(), synced)
        let ratings = try XCTUnwrap(account()["ratings"] as? [String: [String: [String: Any]]])
        XCTAssertNil(ratings["movie"]?["100"], "the change stays pending")
        let retry = try run("sync", "--changes")
        XCTAssertEqual(retry.stdout, "Synced with TMDb: 1 sent, 0 received.\n", retry.stderr)
    }
}
