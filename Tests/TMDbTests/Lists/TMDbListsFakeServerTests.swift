import Catalog
import Foundation
import HTTP
import TestServerSupport
import XCTest

@testable import TMDb

/// TMDb's v4 list requests (docs/tmdb-lists.md) through the real libcurl client against
/// `Tests/Support/fake_tmdb.py`: reads of every page, writes with TMDb's answers, per-item failures, and the
/// errors (401, 404, 429 with Retry-After, a malformed answer) with the user's access token kept out of URLs.
final class TMDbListsFakeServerTests: XCTestCase {
    private var server: TestServer!
    private let sleeps = RecordedSleeps()
    private static let lists = "/4/account/5f1a2b3c4d5e6f7a8b9c0d1e/lists"

    override func setUpWithError() throws {
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "app-token"])
    }

    override func tearDown() {
        server?.stop()
        super.tearDown()
    }

    /// The account signed in as the user would (the test approves the request token).
    private func signIn() async throws -> (account: TMDbAccount, session: TMDbAccountSession) {
        let endpoint = try TMDbEndpoint(baseURL: "\(server.baseURL)/3")
        let http = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: endpoint.urlPolicy))
        let client = TMDbClient(
            transport: HTTPTMDbTransport(baseURL: endpoint.baseURL, client: http),
            credential: .token("app-token"), retry: sleeps.policy)
        let requestToken = try await client.requestToken()
        _ = try server.get("/auth/access?request_token=\(requestToken)")
        let answer = try await client.accessToken(requestToken: requestToken)
        let granted = try XCTUnwrap(answer)
        let session = try await client.session(
            accessToken: granted.accessToken, accountObjectID: granted.accountObjectID
        ).session
        return (TMDbAccount(client: client, session: session, log: { _ in }), session)
    }

    private func setLists(_ lists: [[String: Any]]) throws {
        _ = try server.post("/__lists", ["lists": lists])
    }

    /// The fake's lists: name → items as "movie:550".
    private func accountLists() throws -> [String: Set<String>] {
        let state = try JSONSerialization.jsonObject(with: server.get("/__lists")) as? [String: Any]
        var result: [String: Set<String>] = [:]
        for list in state?["lists"] as? [[String: Any]] ?? [] {
            let items = (list["items"] as? [[Any]] ?? []).map { "\($0[0]):\($0[1])" }
            result[list["name"] as? String ?? "?"] = Set(items)
        }
        return result
    }

    private func requests() throws -> [[String: Any]] {
        let log = try JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any]
        return log?["requests"] as? [[String: Any]] ?? []
    }

    private func fault(_ path: String, _ spec: String, body: String? = nil) throws {
        var control: [String: Any] = ["path": path, "spec": spec]
        if let body { control["body"] = body }
        _ = try server.post("/__control", control)
    }

    private func assertError(
        _ expected: CatalogError, line: UInt = #line, _ body: () async throws -> Void
    ) async {
        do {
            try await body()
            XCTFail("no error, \(expected) expected", line: line)
        } catch {
            XCTAssertEqual(error as? CatalogError, expected, "\(error)", line: line)
        }
    }

    /// `body` fails as an answer that cannot be read (`CatalogError.decoding`).
    private func assertUndecodable(line: UInt = #line, _ body: () async throws -> Void) async {
        do {
            try await body()
            XCTFail("no error, an undecodable answer expected", line: line)
        } catch {
            guard case .decoding = error as? CatalogError else { return XCTFail("\(error)", line: line) }
        }
    }

    // MARK: Reads

    func testReadsEveryListWithEveryItemOverSeveralPages() async throws {
        let (account, session) = try await signIn()
        let noir = (1...45).map { ["movie", $0] as [Any] } + [["tv", 1399]]
        try setLists((0..<23).map { ["name": "List \($0)", "items": $0 == 0 ? noir : [["tv", 100 + $0]]] })
        let lists = try await account.remoteLists()
        XCTAssertEqual(lists.count, 23, "two pages of lists")
        let first = try XCTUnwrap(lists.first { $0.name == "List 0" })
        XCTAssertEqual(first.items.count, 46, "three pages of items")
        XCTAssertTrue(first.items.contains(LibraryTitle(.tvSeries, id: 1399)))
        XCTAssertTrue(first.items.contains(LibraryTitle(.movie, id: 45)))
        let paths = try requests().map { $0["path"] as? String ?? "" }
        XCTAssertEqual(paths.filter { $0 == Self.lists }.count, 2)
        let listRequests = try requests().filter { ($0["path"] as? String ?? "").contains("list") }
        XCTAssertEqual(listRequests.count, 2 + 3 + 22)
        for request in listRequests {
            XCTAssertFalse("\(request["path"] ?? "")\(request["query"] ?? "")".contains(session.accessToken))
            XCTAssertEqual(request["authorization"] as? String, "Bearer \(session.accessToken)")
        }
    }

    func testAMalformedOrOtherShapedListAnswerIsAnErrorNeverAShorterList() async throws {
        let (account, _) = try await signIn()
        try setLists([["name": "Noir", "items": [["movie", 550], ["movie", 551]]]])
        let listPath = "/4/list/8500000"
        let bodies = [
            "{\"page\": 1, \"results\": [{\"id\": 550, \"media_type\": \"person\"}], \"total_pages\": 1, \"total_results\": 1}",
            "{\"page\": 1, \"results\": [{\"id\": 550}], \"total_pages\": 1, \"total_results\": 1}",
            "{\"page\": 1, \"results\": null, \"total_pages\": 1, \"total_results\": 0}",
            "{\"page\": 1, \"results\": [{\"id\": 550, \"media_type\": \"movie\"}], \"total_pages\": 1, \"total_results\": 2}",
        ]
        for body in bodies {
            try fault(listPath, "body:200x1", body: body)
            await assertUndecodable { _ = try await account.remoteLists() }
        }
        try fault(listPath, "malformedx1")
        await assertUndecodable { _ = try await account.remoteLists() }
        let lists = try await account.remoteLists()
        XCTAssertEqual(lists.first?.items.count, 2, "the faults are used up: the real list reads again")
    }

    // MARK: Writes

    func testCreateRenameAndDeleteAList() async throws {
        let (account, _) = try await signIn()
        let id = try await account.createRemoteList(name: "Noir", description: "Shadows")
        XCTAssertEqual(try accountLists(), ["Noir": []])
        let create = try XCTUnwrap(try requests().last { $0["path"] as? String == "/4/list" })
        let body = try XCTUnwrap(create["body"] as? [String: Any])
        XCTAssertEqual(body["name"] as? String, "Noir")
        XCTAssertEqual(body["iso_639_1"] as? String, "en")
        XCTAssertEqual(body["public"] as? Bool, false)
        try await account.updateRemoteList(id, name: "Film Noir", description: "More shadows")
        XCTAssertEqual(try accountLists(), ["Film Noir": []])
        XCTAssertEqual(try requests().last?["method"] as? String, "PUT")
        try await account.deleteRemoteList(id)
        XCTAssertEqual(try accountLists(), [:])
        await assertError(.notFound) { try await account.deleteRemoteList(id) }
    }

    func testItemsAreAnsweredOneByOne() async throws {
        let (account, _) = try await signIn()
        try setLists([["name": "Noir", "items": [["movie", 550]]]])
        _ = try server.post("/__lists", ["missing": [["movie", 999]], "failItems": ["tv:1399": 1]])
        let added = try await account.addItems(
            [
                LibraryTitle(.movie, id: 550), LibraryTitle(.movie, id: 999), LibraryTitle(.tvSeries, id: 1399),
                LibraryTitle(.movie, id: 603),
            ], toRemoteList: 8_500_000)
        XCTAssertEqual(added.done, [LibraryTitle(.movie, id: 603)])
        XCTAssertEqual(
            added.failed,
            [LibraryTitle(.movie, id: 550), LibraryTitle(.movie, id: 999), LibraryTitle(.tvSeries, id: 1399)])
        let removed = try await account.removeItems(
            [LibraryTitle(.movie, id: 603), LibraryTitle(.tvSeries, id: 1)], fromRemoteList: 8_500_000)
        XCTAssertEqual(removed.done, [LibraryTitle(.movie, id: 603)])
        XCTAssertEqual(removed.failed, [LibraryTitle(.tvSeries, id: 1)])
        XCTAssertEqual(try accountLists(), ["Noir": ["movie:550"]])
        let inList = try await account.remoteList(8_500_000, contains: LibraryTitle(.movie, id: 550))
        let notInList = try await account.remoteList(8_500_000, contains: LibraryTitle(.movie, id: 603))
        XCTAssertEqual([inList, notInList], [true, false])
    }

    func testAnItemAnswerWithoutResultsOrSuccessIsNotTakenAsDone() async throws {
        let (account, _) = try await signIn()
        try setLists([["name": "Noir"]])
        let path = "/4/list/8500000/items"
        let title = LibraryTitle(.movie, id: 603)
        try fault(
            path, "body:200x1",
            body:
                "{\"success\": true, \"status_code\": 1, \"results\": [{\"media_type\": \"movie\", \"media_id\": 603}]}"
        )
        let unanswered = try await account.addItems([title], toRemoteList: 8_500_000)
        XCTAssertEqual(unanswered.failed, [title], "no per-item success: not done")
        try fault(path, "body:200x1", body: "{\"success\": true, \"status_code\": 1, \"results\": []}")
        let leftOut = try await account.addItems([title], toRemoteList: 8_500_000)
        XCTAssertEqual(leftOut.failed, [title], "left out of the answer: not done")
        try fault(path, "body:200x1", body: "{\"success\": true, \"status_code\": 1}")
        await assertUndecodable { _ = try await account.addItems([title], toRemoteList: 8_500_000) }
        try fault(path, "body:200x1", body: "{\"success\": false, \"status_code\": 11, \"results\": []}")
        await assertError(.server(status: 503)) { _ = try await account.addItems([title], toRemoteList: 8_500_000) }
    }

    // MARK: Errors

    func testAnInvalidTokenIsUnauthorisedAndAnUnknownListNotFound() async throws {
        let (account, _) = try await signIn()
        _ = try server.post("/__account", ["revoke": true])
        await assertError(.unauthorised) { _ = try await account.remoteLists() }
        await assertError(.unauthorised) { _ = try await account.createRemoteList(name: "Noir", description: "") }
        XCTAssertEqual(try accountLists(), [:], "nothing created")
        let (fresh, _) = try await signIn()
        await assertError(.notFound) {
            _ = try await fresh.addItems([LibraryTitle(.movie, id: 550)], toRemoteList: 1)
        }
        await assertError(.notFound) { try await fresh.updateRemoteList(1, name: "x", description: "") }
    }

    func testARateLimitIsRetriedAfterTheAnnouncedWait() async throws {
        let (account, _) = try await signIn()
        try setLists([["name": "Noir", "items": [["movie", 550]]]])
        try fault("/4/list/8500000/items", "ratelimit:2x1")
        let outcome = try await account.addItems([LibraryTitle(.movie, id: 603)], toRemoteList: 8_500_000)
        XCTAssertEqual(outcome.done, [LibraryTitle(.movie, id: 603)])
        XCTAssertEqual(sleeps.values, [2], "Retry-After honoured")
        XCTAssertEqual(try accountLists(), ["Noir": ["movie:550", "movie:603"]])
    }
}
