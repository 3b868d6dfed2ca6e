import Catalog
import Foundation
import GnomeIntegration
import TestServerSupport
import XCTest

@testable import PopcornApp

/// The Preferences account row's model over the app's real sync (`AccountSyncScheduler` → `AccountService`),
/// a real library file and the fake TMDb's account, headless: the states the row shows and the actions.
@MainActor
final class AccountModelTests: XCTestCase {
    private var server: TestServer!
    private let home = NSTemporaryDirectory() + "popcorn-account-model-\(UUID().uuidString)"

    override func setUp() async throws {
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "app-token"])
    }

    override func tearDown() async throws {
        server.stop()
        try? FileManager.default.removeItem(atPath: home)
    }

    private func makeModel() throws -> (AccountModel, AccountSyncScheduler, CatalogServices) {
        let environment = [
            "HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_DATA_HOME": home + "/data",
            "POPCORN_TMDB_API_URL": server.baseURL + "/3", "POPCORN_TMDB_WEB_URL": server.baseURL,
        ]
        let services = try CatalogServices.make(demo: false, credential: .token("app-token"), environment: environment)
        let service = try AccountService(
            services: services,
            secrets: TokenStore(
                .accountSession, fileDirectory: home + "/secrets",
                useKeyring: false),
            environment: environment)
        let scheduler = AccountSyncScheduler(service: service)
        return (AccountModel(account: scheduler), scheduler, services)
    }

    private func waitFor(_ description: String, timeout: Double = 20, _ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { return XCTFail("timed out waiting for \(description)") }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    private func account() throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: server.get("/__account")) as? [String: Any])
    }

    func testSignInWaitsForTheApprovalThenSyncsAndSignsOut() async throws {
        let (model, scheduler, services) = try makeModel()
        var opened: [String] = []
        model.openURL = { opened.append($0) }
        await model.refresh()
        XCTAssertEqual(model.state, .signedOut)

        try await services.library.add(.movie, id: 100)
        model.startSignIn()
        try await waitFor("the approval page") { !opened.isEmpty }
        guard case .waitingForApproval(let url) = model.state else { return XCTFail("state \(model.state)") }
        XCTAssertEqual(opened, [url])
        XCTAssertTrue(url.hasPrefix(server.baseURL + "/auth/access?request_token="))
        _ = try server.get(String(url.dropFirst(server.baseURL.count)))

        try await waitFor("the signed-in state") { if case .signedIn = model.state { true } else { false } }
        XCTAssertEqual(model.confirmation, "Signed in to TMDb as Popcorn Tester")
        // The whole first sync (the lists after the watchlist): a Sync Now during it only queues another.
        try await waitFor("the first sync") {
            (try? self.account()["watchlist"] as? [String: [Int]])?["movie"] == [100] && !scheduler.isSyncing
        }

        model.syncNow()
        try await waitFor("Sync Now to finish") { !model.isWorking && model.confirmation == "Synced with TMDb" }
        guard case .signedIn(let status) = model.state else { return XCTFail("state \(model.state)") }
        XCTAssertNotNil(status.lastSyncAt)
        XCTAssertNil(model.problem)

        model.signOut()
        try await waitFor("the signed-out state") { model.state == .signedOut && !model.isWorking }
        XCTAssertEqual(model.confirmation, "Signed out of TMDb")
        XCTAssertEqual(try account()["accessTokens"] as? [String], [])
    }

    func testCancellingTheWaitLeavesNobodySignedIn() async throws {
        let (model, _, _) = try makeModel()
        model.openURL = { _ in }
        model.startSignIn()
        try await waitFor("the waiting state") { if case .waitingForApproval = model.state { true } else { false } }
        model.cancelSignIn()
        try await waitFor("the signed-out state") { model.state == .signedOut }
        XCTAssertNil(model.problem, "cancelling is not a failure")
        XCTAssertEqual(try account()["accessTokens"] as? [String], [])
    }

    func testARevokedSignInAsksToSignInAgain() async throws {
        let (model, scheduler, services) = try makeModel()
        model.openURL = { url in
            Task { _ = try? self.server.get(String(url.dropFirst(self.server.baseURL.count))) }
        }
        model.startSignIn()
        try await waitFor("the signed-in state") { if case .signedIn = model.state { true } else { false } }
        _ = try server.post("/__account", ["revoke": true])
        try await services.library.add(.movie, id: 101)
        model.syncNow()
        try await waitFor("the sign-in-again state") { if case .expired = model.state { true } else { false } }
        try await waitFor("the syncs to end") { !scheduler.isSyncing }
        XCTAssertNil(scheduler.lastSyncFailure, "an expired sign-in is not tried again a minute later")
        await model.refresh()
        guard case .expired(let status) = model.state else { return XCTFail("state \(model.state)") }
        XCTAssertEqual(status.username, "popcorn-tester")
        let watchlist = try await services.library.all()
        XCTAssertEqual(watchlist.map(\.id), [101], "nothing is lost")
    }

    /// While the request token waits for the approval TMDb answers 422 code 41; once it expired, code 33
    /// (https://developer.themoviedb.org/docs/errors): the row keeps waiting, then says to start again.
    func testTheRowKeepsWaitingWhileNotApprovedAndSaysWhenTheRequestExpired() async throws {
        let (model, _, _) = try makeModel()
        model.openURL = { _ in }
        model.startSignIn()
        try await waitFor("the waiting state") { if case .waitingForApproval = model.state { true } else { false } }
        try await Task.sleep(for: .seconds(3))
        guard case .waitingForApproval = model.state else { return XCTFail("stopped waiting: \(model.state)") }
        XCTAssertNil(model.problem)
        _ = try server.post("/__account", ["expireRequestTokens": true])
        try await waitFor("the sign-in to stop") { model.state == .signedOut && model.problem != nil }
        XCTAssertEqual(model.problem, "The sign-in request expired. Start again.")
        XCTAssertEqual(try account()["accessTokens"] as? [String], [])
    }
}
