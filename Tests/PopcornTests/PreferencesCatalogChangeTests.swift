import Catalog
import Foundation
import GnomeIntegration
import TestServerSupport
import XCTest

@testable import PopcornApp

/// Preferences opened on the demo catalog follow the catalog that a saved token brings, at once: the sign-in
/// row's account appears (before, only after reopening the window), and "Sign In with TMDb" (the welcome) signs
/// in over the app's real sync against the fake TMDb — unless someone is signed in already.
@MainActor
final class PreferencesCatalogChangeTests: XCTestCase {
    private var server: TestServer!
    private let home = NSTemporaryDirectory() + "popcorn-preferences-catalog-\(UUID().uuidString)"

    override func setUp() async throws {
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "app-token"])
    }

    override func tearDown() async throws {
        server.stop()
        try? FileManager.default.removeItem(atPath: home)
    }

    private func services(account: (any AccountControlling)?) -> PreferencesServices {
        PreferencesServices(
            validateToken: { _ in .valid }, imageCacheUsage: { nil }, clearImageCache: {},
            clearSearchHistory: nil, credentialChanged: { _ in }, appliesCredentialImmediately: true,
            streamingServices: account == nil ? nil : { @Sendable in [] }, account: account)
    }

    /// The account sync of a TMDb catalog over the fake server, as the composition root builds it.
    private func tmdbAccount() throws -> AccountSyncScheduler {
        let environment = [
            "HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_DATA_HOME": home + "/data",
            "POPCORN_TMDB_API_URL": server.baseURL + "/3", "POPCORN_TMDB_WEB_URL": server.baseURL,
        ]
        let catalog = try CatalogServices.make(demo: false, credential: .token("app-token"), environment: environment)
        return AccountSyncScheduler(
            service: try AccountService(
                services: catalog,
                secrets: TokenStore(.accountSession, fileDirectory: home + "/secrets", useKeyring: false),
                environment: environment))
    }

    private func requestTokens() throws -> [String] {
        let account = try XCTUnwrap(JSONSerialization.jsonObject(with: server.get("/__account")) as? [String: Any])
        return account["requestTokens"] as? [String] ?? []
    }

    private func waitFor(_ description: String, timeout: Double = 20, _ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { return XCTFail("timed out waiting for \(description)") }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    func testTheAccountOfTheNewCatalogAppearsAtOnceAndSignsIn() async throws {
        let settings = AppSettings(schemaID: "io.github.popcorn.NotInstalled", schemaDirectories: [])
        let model = PreferencesModel(
            settings: settings,
            tokenStore: TokenStore(fileDirectory: home + "/token", useKeyring: false),
            services: services(account: nil), environment: [:])
        var changes = 0
        model.onChange = { changes += 1 }
        XCTAssertNil(model.account, "the demo catalog has no account")
        XCTAssertEqual(model.streamingServices, .unavailable)

        model.catalogChanged(services(account: try tmdbAccount()))
        let account = try XCTUnwrap(model.account, "the Sign In row's account, without reopening")
        XCTAssertEqual(model.streamingServices, .loading, "My Services load for the new catalog")
        XCTAssertGreaterThan(changes, 0)
        try await waitFor("the services of the new catalog") { model.streamingServices == .loaded([]) }

        var opened: [String] = []
        account.openURL = { opened.append($0) }
        await model.signInUnlessSignedIn()
        try await waitFor("the approval page") { !opened.isEmpty }
        _ = try server.get(String(opened[0].dropFirst(server.baseURL.count)))
        try await waitFor("the signed-in state") { if case .signedIn = account.state { true } else { false } }
        XCTAssertEqual(try requestTokens().count, 1)

        await model.signInUnlessSignedIn()
        XCTAssertEqual(try requestTokens().count, 1, "no second sign-in while signed in")
        guard case .signedIn(let status) = account.state else { return XCTFail("state \(account.state)") }
        XCTAssertEqual(status.displayName, "Popcorn Tester")
    }
}
