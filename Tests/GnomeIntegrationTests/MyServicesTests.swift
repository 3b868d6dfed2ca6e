import Catalog
import Foundation
import TMDb
import XCTest

@testable import GnomeIntegration

/// "My Services" in the preferences: the region's services load once (again after a failure), and the
/// switches keep the chosen ids in the "my-services" setting.
@MainActor
final class MyServicesTests: XCTestCase {
    private final class Calls: @unchecked Sendable {
        var count = 0
        var fails = true
    }

    private func model(_ load: (@Sendable () async throws -> [WatchProviders.Provider])?) -> PreferencesModel {
        let services = PreferencesServices(
            validateToken: { _ in .valid }, imageCacheUsage: { nil },
            clearImageCache: {}, clearSearchHistory: nil, credentialChanged: { _ in },
            streamingServices: load)
        let settings = AppSettings(schemaID: "io.github.popcorn.NotInstalled", schemaDirectories: [])
        return PreferencesModel(
            settings: settings,
            tokenStore: TokenStore(
                fileDirectory: NSTemporaryDirectory() + UUID().uuidString,
                useKeyring: false),
            services: services, environment: [:])
    }

    func testServicesLoadAfterAFailureAndTheChoiceIsKept() async {
        let calls = Calls()
        let offered = [
            WatchProviders.Provider(id: 8, name: "Fixture Flix"), WatchProviders.Provider(id: 337, name: "Plus"),
        ]
        let prefs = model {
            calls.count += 1
            if calls.fails { throw CatalogError.offline }
            return offered
        }
        XCTAssertEqual(prefs.streamingServices, .loading)
        await prefs.loadStreamingServices()
        guard case .failed(let message) = prefs.streamingServices else { return XCTFail("\(prefs.streamingServices)") }
        XCTAssertFalse(message.isEmpty)
        calls.fails = false
        await prefs.loadStreamingServices()
        XCTAssertEqual(prefs.streamingServices, .loaded(offered))
        await prefs.loadStreamingServices()
        XCTAssertEqual(calls.count, 2, "loaded once")
        prefs.setMyService(337, true)
        prefs.setMyService(8, true)
        XCTAssertEqual(prefs.settings.myServices, [337, 8])
        XCTAssertEqual(prefs.settings.stringValue(.myServices), "337,8")
        prefs.setMyService(337, false)
        XCTAssertEqual(prefs.settings.myServices, [8])
        XCTAssertTrue(prefs.isMyService(8))
        XCTAssertFalse(prefs.isMyService(337))
    }

    /// Where to watch and certifications follow the Region preference, else the locale's country.
    func testTheRegionPreferenceOverridesTheLocale() {
        let german = ["LC_ALL": "de_DE.UTF-8"]
        XCTAssertEqual(
            TMDbLanguage.region(of: ContentLocale.tmdbLanguage(language: "", region: "", environment: german)), "DE")
        XCTAssertEqual(
            TMDbLanguage.region(of: ContentLocale.tmdbLanguage(language: "", region: "FR", environment: german)), "FR")
    }

    func testWithoutAListTheGroupIsHidden() {
        XCTAssertEqual(model(nil).streamingServices, .unavailable)
    }
}
