import Catalog
import Foundation
import GnomeIntegration
import TestServerSupport
import XCTest

@testable import PopcornApp

/// The app's sync schedule (`AccountSyncScheduler` → `AccountService`) over a real library file and the fake
/// TMDb's account, counted by the server's own request log: a full sync after signing in, then after a change
/// made in Popcorn only the change and the newest page of each list.
@MainActor
final class AccountSyncSchedulerTests: XCTestCase {
    private var server: TestServer!
    private let home = NSTemporaryDirectory() + "popcorn-sync-scheduler-\(UUID().uuidString)"

    override func setUp() async throws {
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "app-token"])
    }

    override func tearDown() async throws {
        server.stop()
        try? FileManager.default.removeItem(atPath: home)
    }

    private func makeScheduler() throws -> (AccountSyncScheduler, CatalogServices) {
        let environment = [
            "HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_DATA_HOME": home + "/data",
            "POPCORN_TMDB_API_URL": server.baseURL + "/3", "POPCORN_TMDB_WEB_URL": server.baseURL,
        ]
        let services = try CatalogServices.make(demo: false, credential: .token("app-token"), environment: environment)
        let service = try AccountService(
            services: services,
            secrets: TokenStore(.accountSession, fileDirectory: home + "/secrets", useKeyring: false),
            environment: environment)
        return (AccountSyncScheduler(service: service), services)
    }

    private func waitFor(_ description: String, timeout: Double = 30, _ condition: () async -> Bool) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while await !condition() {
            guard Date() < deadline else { return XCTFail("timed out waiting for \(description)") }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Every request the fake answered so far, as "METHOD path".
    private func requests() throws -> [String] {
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any])
        return (log["requests"] as? [[String: Any]] ?? []).map {
            "\($0["method"] as? String ?? "?") \($0["path"] as? String ?? "?")"
        }
    }

    private func accountWatchlist() throws -> [String: [Int]] {
        let account = try XCTUnwrap(JSONSerialization.jsonObject(with: server.get("/__account")) as? [String: Any])
        return try XCTUnwrap(account["watchlist"] as? [String: [Int]])
    }

    func testAChangeMadeInPopcornSendsItAndReadsOnlyTheNewestPageOfEachList() async throws {
        // Three pages of movies, two of series: a full sync reads seven pages of the watchlists alone.
        _ = try server.post("/__account", ["watchlist": ["movie": Array(1...60), "tv": Array(1001...1030)]])
        let (scheduler, services) = try makeScheduler()
        scheduler.start()
        defer { scheduler.stop() }
        let request = try await scheduler.beginSignIn()
        _ = try server.get(String(request.approvalURL.dropFirst(server.baseURL.count)))
        _ = try await scheduler.finishSignIn(request)
        try await waitFor("the full sync after signing in") {
            (try? await services.library.all().count) == 90 && !scheduler.isSyncing
        }
        let pagesOfFullSync = try requests().filter { $0.hasSuffix("/watchlist") && $0.hasPrefix("GET") }.count
        XCTAssertEqual(pagesOfFullSync, 5, "the full sync reads every page")
        let before = try requests().count

        try await services.library.add(.movie, id: 100)

        try await waitFor("the change on the account") {
            (try? self.accountWatchlist()["movie"]?.contains(100)) == true && !scheduler.isSyncing
        }
        let sent = Array(try requests().dropFirst(before))
        XCTAssertLessThanOrEqual(sent.count, 6, "\(sent)")
        XCTAssertEqual(sent.filter { !$0.hasPrefix("GET") }, ["POST /3/account/4242/watchlist"])
        XCTAssertEqual(sent.filter { $0.hasPrefix("GET") }.count, 5, "one page of each list: \(sent)")
        XCTAssertNil(scheduler.lastSyncFailure)
    }
}
