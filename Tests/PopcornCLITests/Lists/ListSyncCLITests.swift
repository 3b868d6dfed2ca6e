import Foundation
import TestServerSupport
import XCTest

/// `popcorn sync` keeps the library's lists and the TMDb account's custom lists (TMDb's v4 lists, the fake's
/// `Tests/Support/fake_lists.py`) in agreement both ways: real processes, a real library file, real libcurl.
final class ListSyncCLITests: XCTestCase {
    private var server: TestServer!
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "app-token"])
        popcorn = try PopcornProcess.using(server, in: self, signedIn: true)
    }

    override func tearDown() {
        server?.stop()
        super.tearDown()
    }

    @discardableResult
    private func run(_ arguments: String..., status expected: Int32 = 0, line: UInt = #line) throws
        -> PopcornProcess.Result
    {
        let result = try popcorn.run(arguments)
        XCTAssertEqual(result.status, expected, "\(arguments): \(result.stderr)", line: line)
        return result
    }

    private func sync(line: UInt = #line) throws {
        try run("sync", line: line)
    }

    /// The account's lists (`GET /__lists`): name → titles as routes.
    private func accountLists() throws -> [String: Set<String>] {
        var lists: [String: Set<String>] = [:]
        for list in try accountState() {
            let items = (list["items"] as? [[Any]] ?? []).map { "\($0[0] as? String ?? "")/\($0[1])" }
            lists[list["name"] as? String ?? "?"] = Set(items)
        }
        return lists
    }

    private func accountState() throws -> [[String: Any]] {
        let state = try JSONSerialization.jsonObject(with: server.get("/__lists")) as? [String: Any]
        return state?["lists"] as? [[String: Any]] ?? []
    }

    /// Changes the account's lists as TMDb's website would: `lists` replaces them all (an entry with an
    /// "id" keeps that list).
    private func setAccount(_ change: [String: Any]) throws {
        let answer = try server.post("/__lists", change)
        XCTAssertNil(answer["error"], "\(answer)")
    }

    /// The account's id of the list named `name`.
    private func accountID(_ name: String) throws -> Int {
        try XCTUnwrap(try accountState().first { $0["name"] as? String == name }?["id"] as? Int)
    }

    /// The library's lists (`popcorn lists`, `popcorn list show`): name → titles as routes.
    private func libraryLists() throws -> [String: Set<String>] {
        var lists: [String: Set<String>] = [:]
        for row in try run("lists").lines {
            let name = String(row.split(separator: "\t")[0])
            lists[name] = Set(try run("list", "show", name).lines)
        }
        return lists
    }

    private func routes(_ items: [[Any]]) -> Set<String> {
        Set(items.map { "\($0[0])/\($0[1])" })
    }

    // MARK: Done when

    func testAListMadeInPopcornAppearsOnTheAccount() throws {
        try run("list", "create", "Noir", "--description", "Shadows")
        try run("list", "add", "Noir", "movie/550", "tv/1399")
        try sync()
        XCTAssertEqual(try accountLists(), ["Noir": ["movie/550", "tv/1399"]])
        XCTAssertEqual(try accountState().first?["description"] as? String, "Shadows")
        try sync()
        XCTAssertEqual(try accountLists(), ["Noir": ["movie/550", "tv/1399"]], "a second sync makes no list twice")
        XCTAssertEqual(try libraryLists(), ["Noir": ["movie/550", "tv/1399"]])
    }

    func testAListMadeOnTheAccountAppearsInPopcorn() throws {
        try setAccount([
            "lists": [["name": "Anime", "description": "Cels", "items": [["tv", 1429], ["movie", 129]]]]
        ])
        try sync()
        XCTAssertEqual(try libraryLists(), ["Anime": ["tv/1429", "movie/129"]])
        try sync()
        XCTAssertEqual(try libraryLists(), ["Anime": ["tv/1429", "movie/129"]])
        XCTAssertEqual(try accountLists(), ["Anime": ["tv/1429", "movie/129"]])
    }

    func testTitlesAddedAndRemovedOnBothSidesAndRenamesConverge() throws {
        try run("list", "create", "Noir")
        try run("list", "add", "Noir", "movie/1", "movie/2", "movie/3", "movie/4")
        try sync()
        let id = try accountID("Noir")
        try run("list", "add", "Noir", "tv/10")
        try run("list", "remove", "Noir", "movie/1")
        try setAccount([
            "lists": [
                ["id": id, "name": "Film Noir", "items": [["movie", 1], ["movie", 2], ["movie", 3], ["tv", 20]]]
            ]
        ])
        try sync()
        let expected: Set<String> = ["movie/2", "movie/3", "tv/10", "tv/20"]
        XCTAssertEqual(try accountLists(), ["Film Noir": expected], "movie/4 removed there, movie/1 here")
        XCTAssertEqual(try libraryLists(), ["Film Noir": expected], "the rename on the account came here")
        try run("list", "rename", "Film Noir", "Noir Classics")
        try sync()
        XCTAssertEqual(try accountLists(), ["Noir Classics": expected])
    }

    func testAListDeletedOnOneSideIsDeletedOnTheOther() throws {
        try run("list", "create", "Noir")
        try run("list", "add", "Noir", "movie/550")
        try run("list", "create", "Anime")
        try run("list", "add", "Anime", "tv/1429")
        try run("list", "create", "Kept")
        try run("list", "add", "Kept", "movie/603")
        try sync()
        XCTAssertEqual(try accountLists().count, 3)
        try run("list", "delete", "Noir")
        let noir = try accountID("Noir")
        let kept = try accountID("Kept")
        try setAccount([
            "lists": [
                ["id": noir, "name": "Noir", "items": [["movie", 550]]],
                ["id": kept, "name": "Kept", "items": [["movie", 603]]],
            ]
        ])
        try sync()
        XCTAssertEqual(try accountLists(), ["Kept": ["movie/603"]], "Noir deleted in Popcorn is deleted there")
        XCTAssertEqual(try libraryLists(), ["Kept": ["movie/603"]], "Anime deleted on the account is deleted here")
    }

    func testAPartialFailureLeavesTheFailedTitlesQueuedAndALaterSyncSendsThem() throws {
        try run("list", "create", "Noir")
        try run("list", "add", "Noir", "movie/550", "movie/551", "tv/1399")
        try setAccount(["failItems": ["movie:551": 1, "tv:1399": 1]])
        XCTAssertTrue(try run("account", "status").stdout.contains("4 changes waiting to be synced."))
        let partial = try run("sync")
        XCTAssertTrue(
            partial.stderr.contains("TMDb refused 2 titles of the list “Noir”; the next sync sends them again."),
            partial.stderr)
        XCTAssertTrue(try run("account", "status").stdout.contains("2 changes waiting to be synced."))
        XCTAssertEqual(try accountLists(), ["Noir": ["movie/550"]], "TMDb refused two titles")
        XCTAssertEqual(try libraryLists(), ["Noir": ["movie/550", "movie/551", "tv/1399"]], "nothing lost here")
        let requests = try JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any]
        let adds = (requests?["requests"] as? [[String: Any]] ?? []).filter {
            ($0["path"] as? String ?? "").hasSuffix("/items")
        }
        XCTAssertEqual(adds.count, 1, "one request for the three titles")
        try sync()
        XCTAssertEqual(try accountLists(), ["Noir": ["movie/550", "movie/551", "tv/1399"]], "the queued ones sent")
        let again = try JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any]
        let lastAdd = (again?["requests"] as? [[String: Any]] ?? []).last {
            ($0["path"] as? String ?? "").hasSuffix("/items")
        }
        let sent = (lastAdd?["body"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
        XCTAssertEqual(
            Set(sent.map { "\($0["media_type"] ?? "")/\($0["media_id"] ?? "")" }), ["movie/551", "tv/1399"],
            "only the failed titles are sent again")
    }

    func testAnInvalidTokenStopsTheSyncWithAClearErrorAndChangesNothing() throws {
        try run("list", "create", "Noir")
        try run("list", "add", "Noir", "movie/550")
        try setAccount(["lists": [["name": "Anime", "items": [["tv", 1429]]]]])
        // The watchlist sync still passes; TMDb revokes the sign-in when the lists are read.
        _ = try server.post(
            "/__control", ["path": "/4/account/5f1a2b3c4d5e6f7a8b9c0d1e/lists", "spec": "revokex1"])
        let result = try run("sync", status: 1)
        XCTAssertTrue(result.stderr.contains("TMDb no longer accepts your sign-in"), result.stderr)
        XCTAssertEqual(try accountLists(), ["Anime": ["tv/1429"]])
        XCTAssertEqual(try libraryLists(), ["Noir": ["movie/550"]])
    }

    func testAListOfTheSameNameIsLinkedAndOneDeletedThereButChangedHereIsMadeAgain() throws {
        try run("list", "create", "Noir")
        try run("list", "add", "Noir", "movie/550")
        try setAccount(["lists": [["name": "noir", "items": [["movie", 551]]]]])
        try sync()
        XCTAssertEqual(try accountLists(), ["Noir": ["movie/550", "movie/551"]], "one list, Popcorn's name")
        XCTAssertEqual(try libraryLists(), ["Noir": ["movie/550", "movie/551"]])
        try run("list", "add", "Noir", "tv/1399")
        try setAccount(["lists": []])
        try sync()
        XCTAssertEqual(
            try accountLists(), ["Noir": ["movie/550", "movie/551", "tv/1399"]],
            "changed here since the last sync: Popcorn's change wins, the list is made again")
    }

    func testAccountListsOfTheSameNameGetUniqueNamesThatTheNextSyncSendsAndThenItIsQuiet() throws {
        try setAccount([
            "lists": [["name": "Noir", "items": [["movie", 1]]], ["name": "noir", "items": [["movie", 2]]]]
        ])
        try sync()
        XCTAssertEqual(try libraryLists(), ["Noir": ["movie/1"], "noir (2)": ["movie/2"]])
        XCTAssertEqual(try run("sync").stdout, "Synced with TMDb: 1 sent, 0 received.\n", "the new name sent")
        XCTAssertEqual(try accountLists(), ["Noir": ["movie/1"], "noir (2)": ["movie/2"]])
        XCTAssertEqual(try run("sync").stdout, "Synced with TMDb: 0 sent, 0 received.\n")
    }

    // MARK: Safety

    func testAnAnswerThatShrankOrDoesNotDecodeNeverDeletesLocalLists() throws {
        try run("list", "create", "Noir")
        try run("list", "add", "Noir", "movie/550", "movie/551")
        try run("list", "create", "Anime")
        try sync()
        let path = "/4/account/5f1a2b3c4d5e6f7a8b9c0d1e/lists"
        for (spec, body) in [
            ("body:200x1", "{\"page\": 1, \"results\": [], \"total_pages\": 1, \"total_results\": 0}"),
            ("body:200x1", "{\"page\": 1, \"results\": null, \"total_pages\": 1, \"total_results\": 0}"),
            ("malformedx1", ""),
        ] {
            _ = try server.post("/__control", ["path": path, "spec": spec, "body": body])
            let result = try run("sync", status: 1)
            XCTAssertFalse(result.stderr.isEmpty)
            XCTAssertEqual(try libraryLists(), ["Noir": ["movie/550", "movie/551"], "Anime": []], spec + body)
        }
        try sync()
        XCTAssertEqual(try accountLists(), ["Noir": ["movie/550", "movie/551"], "Anime": []])
    }
}
