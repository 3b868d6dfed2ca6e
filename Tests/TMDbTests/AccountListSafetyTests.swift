import Catalog
import Foundation
import HTTP
import TestServerSupport
import XCTest

@testable import TMDb

/// What `TMDbAccount` makes of hostile account answers, through the real libcurl client against
/// `Tests/Support/fake_tmdb.py`: a list page that does not decode or whose page numbers disagree with what
/// arrived is an error (never a shorter list), a rating off TMDb's scale is left out on its own, and a
/// write counts only on TMDb's documented success answer.
final class AccountListSafetyTests: XCTestCase {
    private var server: TestServer!
    private let warnings = Warnings()
    private static let watchlistPath = "/4/account/5f1a2b3c4d5e6f7a8b9c0d1e/movie/watchlist"

    override func setUpWithError() throws {
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "app-token"])
    }

    override func tearDown() {
        server?.stop()
        super.tearDown()
    }

    /// The account signed in as the user would (the test approves the request token), and its client and
    /// session.
    private func signIn() async throws -> (account: TMDbAccount, client: TMDbClient, session: TMDbAccountSession) {
        let endpoint = try TMDbEndpoint(baseURL: "\(server.baseURL)/3")
        let http = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: endpoint.urlPolicy))
        let client = TMDbClient(
            transport: HTTPTMDbTransport(baseURL: endpoint.baseURL, client: http),
            credential: .token("app-token"), retry: RecordedSleeps().policy)
        let requestToken = try await client.requestToken()
        _ = try server.get("/auth/access?request_token=\(requestToken)")
        let granted = try await client.accessToken(requestToken: requestToken)
        let session = try await client.session(
            accessToken: try XCTUnwrap(granted).accessToken,
            accountObjectID: try XCTUnwrap(granted).accountObjectID
        ).session
        let warnings = warnings
        return (TMDbAccount(client: client, session: session, log: { warnings.append($0) }), client, session)
    }

    private func account() async throws -> TMDbAccount {
        try await signIn().account
    }

    /// Answers the next request of `path` with `status` and the raw `body`.
    private func answer(_ path: String, status: Int = 200, _ body: String, skipping skipped: Int = 0) throws {
        if skipped > 0 { _ = try server.post("/__control", ["path": path, "spec": "slow:0x\(skipped)"]) }
        _ = try server.post("/__control", ["path": path, "spec": "body:\(status)x1", "body": body])
    }

    private func setAccount(_ state: [String: Any]) throws {
        _ = try server.post("/__account", state)
    }

    private func watchlistPage(_ page: Int, ids: [Int], totalPages: Int, totalResults: Int) -> String {
        let results = ids.map { "{\"id\": \($0), \"title\": \"Movie \($0)\"}" }.joined(separator: ", ")
        return "{\"page\": \(page), \"results\": [\(results)], \"total_pages\": \(totalPages), "
            + "\"total_results\": \(totalResults)}"
    }

    /// Reading the account fails as unreadable (`CatalogError.decoding`) with the answer `given`.
    private func assertUnreadable(_ account: TMDbAccount, _ given: String, line: UInt = #line) async {
        do {
            let side = try await account.syncSide()
            XCTFail("\(given) was read as \(side.values.count) items", line: line)
        } catch {
            guard case .decoding = error as? CatalogError else { return XCTFail("\(given): \(error)", line: line) }
        }
    }

    // MARK: Lists

    func testAListPageThatDoesNotDecodeIsAnErrorNeverAnEmptyList() async throws {
        let account = try await account()
        try setAccount(["watchlist": ["movie": [550, 551], "tv": []]])
        let bodies = [
            "{\"page\": 1, \"total_pages\": 1, \"total_results\": 0}",
            "{\"page\": 1, \"results\": null, \"total_pages\": 1, \"total_results\": 0}",
            "{\"page\": 1, \"results\": \"none\", \"total_pages\": 1, \"total_results\": 0}",
            "{\"page\": 1, \"results\": {}, \"total_pages\": 1, \"total_results\": 0}",
            "{\"page\": 1, \"results\": [{\"title\": \"no id\"}], \"total_pages\": 1, \"total_results\": 1}",
            "{\"page\": 1, \"results\": [{\"id\": \"abc\"}], \"total_pages\": 1, \"total_results\": 1}",
            "{\"page\": 1, \"results\": [{\"id\": -4}], \"total_pages\": 1, \"total_results\": 1}",
            "{\"results\": [], \"total_pages\": 1, \"total_results\": 0}",
            "{\"page\": 1, \"results\": []}",
            "{}", "null", "[]", "\"ok\"",
        ]
        for body in bodies {
            try answer(Self.watchlistPath, body)
            await assertUnreadable(account, body)
        }
        let side = try await account.syncSide()
        XCTAssertEqual(
            side.values.keys.sorted(), [.watchlist(.movie, id: 550), .watchlist(.movie, id: 551)],
            "the faults are used up: the real list reads again")
    }

    func testPageNumbersThatDisagreeWithWhatArrivedAreAnError() async throws {
        let account = try await account()
        try setAccount(["watchlist": ["movie": Array(1...25), "tv": []]])
        let firstPage = Array(1...20)
        let cases: [(page: String, skipping: Int)] = [
            (watchlistPage(2, ids: firstPage, totalPages: 2, totalResults: 25), 0),  // page 1 says it is page 2
            (watchlistPage(1, ids: firstPage, totalPages: 0, totalResults: 25), 0),  // no pages, yet results
            (watchlistPage(1, ids: firstPage, totalPages: 501, totalResults: 25), 0),  // past TMDb's 500 pages
            (watchlistPage(1, ids: Array(21...25), totalPages: 2, totalResults: 25), 1),  // page 2 says it is page 1
            (watchlistPage(2, ids: Array(21...25), totalPages: 3, totalResults: 25), 1),  // other total_pages
            (watchlistPage(2, ids: Array(21...25), totalPages: 2, totalResults: 26), 1),  // other total_results
            (watchlistPage(2, ids: Array(21...24), totalPages: 2, totalResults: 25), 1),  // an item short
            (watchlistPage(2, ids: [1, 2, 3, 4, 5], totalPages: 2, totalResults: 25), 1),  // page 1 again
            (watchlistPage(1, ids: [1, 2], totalPages: 1, totalResults: 0), 0),  // results but none in total
        ]
        for (page, skipped) in cases {
            try answer(Self.watchlistPath, page, skipping: skipped)
            await assertUnreadable(account, page)
        }
        let side = try await account.syncSide()
        XCTAssertEqual(side.values.count, 25, "two real pages read")
    }

    func testAnEmptyListReadsAsEmptyWhateverItsPageCount() async throws {
        let account = try await account()
        for totalPages in [0, 1] {
            try answer(Self.watchlistPath, watchlistPage(1, ids: [], totalPages: totalPages, totalResults: 0))
            let side = try await account.syncSide()
            XCTAssertEqual(side.values, [:])
        }
    }

    // MARK: Ratings and times

    func testRatingsOffTMDbsScaleAreLeftOutOneByOneAndHostileTimesAreUnknown() async throws {
        let account = try await account()
        let fortyDigits = "2026-11-24T10:00:00." + String(repeating: "1234567890", count: 4) + "Z"
        try setAccount([
            "ratings": [
                "movie": [
                    "550": ["value": 1e300], "551": ["value": -1e300], "552": ["value": 0],
                    "553": ["value": 10.5], "554": ["value": 7.5, "created_at": fortyDigits],
                    "555": ["value": 0.5, "created_at": "2026-11-20T10:00:00.250+01:00"],
                ],
                "episode": ["1399:1:2": ["value": 1e300], "1399:1:3": ["value": 9]],
            ]
        ])
        let side = try await account.syncSide()
        XCTAssertEqual(
            side.values,
            [
                .rating(.movie(id: 554)): 8, .rating(.movie(id: 555)): 1,
                .rating(.episode(EpisodeKey(seriesID: 1399, season: 1, episode: 3))): 9,
            ])
        XCTAssertEqual(
            side.unreadable,
            [
                .rating(.movie(id: 550)), .rating(.movie(id: 551)), .rating(.movie(id: 552)),
                .rating(.movie(id: 553)),
                .rating(.episode(EpisodeKey(seriesID: 1399, season: 1, episode: 2))),
            ])
        XCTAssertNil(side.changedAt[.rating(.movie(id: 554))], "a 40-digit fraction is no time")
        XCTAssertEqual(side.changedAt[.rating(.movie(id: 555))], 1_795_165_200.25)
        let warnings = warnings.lines
        XCTAssertEqual(warnings.count, 5, "\(warnings)")
        XCTAssertTrue(
            warnings.contains("Left TMDb's rating movie 550 out of the sync: 1e+300 is not a rating from 0.5 to 10."),
            "\(warnings)")
    }

    func testOnlyRatingsOnTMDbsScaleBecomeLocalRatings() {
        XCTAssertEqual(TMDbAccount.localRating(0.5), 1)
        XCTAssertEqual(TMDbAccount.localRating(9.5), 10)
        XCTAssertEqual(TMDbAccount.localRating(10), 10)
        for value in [0, 0.49, 10.01, 1e300, -1e300, .nan, .infinity, -.infinity, .greatestFiniteMagnitude] {
            XCTAssertNil(TMDbAccount.localRating(value), "\(value)")
        }
    }

    // MARK: Writes

    func testAWriteCountsOnlyOnTMDbsSuccessAnswer() async throws {
        let account = try await account()
        let add = SyncChange(.watchlist(.movie, id: 100), SyncItem.onWatchlist)
        let path = "/3/account/4242/watchlist"
        let padded =
            "{\"success\": true, \"status_code\": 1, \"padding\": \"" + String(repeating: "x", count: 15_000_000)
            + "\"}"
        let refused: [(status: Int, body: String)] = [
            (200, "{\"success\": false, \"status_code\": 11, \"status_message\": \"Internal error\"}"),
            (299, "{\"success\": true, \"status_code\": 1}"),
            (204, ""),
            (200, "null"), (200, "[]"), (200, "\"Success.\""), (201, "{}"),
            (201, "{\"success\": true}"),
            (201, "{\"status_code\": 1}"),
            (201, "{\"success\": true, \"status_code\": 7}"),
            (201, "{\"success\": \"true\", \"status_code\": 1}"),
            (201, "{\"success\": true, \"status_code\": \"1\"}"),
            (200, padded),
        ]
        for (status, body) in refused {
            try answer(path, status: status, body)
            do {
                try await account.write(add)
                XCTFail("\(status) \(body.prefix(80)) counted as agreed")
            } catch is CatalogError {
            }
        }
        XCTAssertEqual(try accountWatchlist(), [], "no answer above came from the account")
        try await account.write(add)
        XCTAssertEqual(try accountWatchlist(), [100])
    }

    func testTheFakeAnswersWritesAsTMDbDocuments() async throws {
        let (_, client, session) = try await signIn()
        func write(_ method: HTTPMethod, _ path: String, _ body: [String: any Sendable]? = nil) async throws -> [Int] {
            let request = try client.appRequest(
                method, .v3, path, query: [QueryItem("session_id", session.sessionID)],
                body: body)
            let response = try await client.sendWithRetries(request)
            let answer = try XCTUnwrap(JSONSerialization.jsonObject(with: response.body) as? [String: Any])
            XCTAssertEqual(answer["success"] as? Bool, true)
            return [response.status, answer["status_code"] as? Int ?? 0]
        }
        let watchlist: [String: any Sendable] = ["media_type": "movie", "media_id": 100, "watchlist": true]
        var answers = [try await write(.post, "/account/4242/watchlist", watchlist)]
        answers.append(try await write(.post, "/account/4242/watchlist", watchlist))
        answers.append(try await write(.post, "/movie/100/rating", ["value": 7.0]))
        answers.append(try await write(.post, "/movie/100/rating", ["value": 8.0]))
        answers.append(try await write(.delete, "/movie/100/rating"))
        answers.append(
            try await write(
                .post, "/account/4242/watchlist",
                ["media_type": "movie", "media_id": 100, "watchlist": false]))
        XCTAssertEqual(
            answers, [[201, 1], [201, 12], [201, 1], [201, 12], [200, 13], [200, 13]],
            "added, updated, deleted (https://developer.themoviedb.org/docs/errors)")
    }

    private func accountWatchlist() throws -> [Int] {
        let state = try XCTUnwrap(JSONSerialization.jsonObject(with: server.get("/__account")) as? [String: Any])
        return (state["watchlist"] as? [String: [Int]])?["movie"] ?? []
    }
}

/// The warnings an account logged.
private final class Warnings: @unchecked Sendable {
    private let lock = NSLock()
    private var logged: [String] = []

    var lines: [String] { lock.withLock { logged } }

    func append(_ line: String) {
        lock.withLock { logged.append(line) }
    }
}
