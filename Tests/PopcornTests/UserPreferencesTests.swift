import Catalog
import Foundation
import GnomeIntegration
import XCTest

@testable import PopcornApp

/// "Remember Searches" and "Clear Search History" act on the library the screens use.
final class UserPreferencesTests: XCTestCase {
    private let home = NSTemporaryDirectory() + "popcorn-userprefs-\(UUID().uuidString)"

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: home)
    }

    @MainActor
    func testSearchHistorySettingGatesTheLibraryAndThePreferencesClearIt() async throws {
        let environment = ["HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_DATA_HOME": home + "/data"]
        let settings = AppSettings(schemaID: "io.github.popcorn.NotInstalled", schemaDirectories: [])
        let services = try CatalogServices.make(
            demo: true, settings: settings, tokenStore: TokenStore(fileDirectory: home + "/tokens", useKeyring: false),
            environment: environment)
        let preferences = GnomeServices.preferences(recentSearches: services.recentSearches, environment: environment)
        let recent = services.dependencies.recentSearches
        await recent.save(["dune"])
        let stored = await services.library.recentSearches()
        XCTAssertEqual(stored, ["dune"])

        settings.searchHistoryEnabled = false
        let hidden = await recent.recentSearches()
        XCTAssertEqual(hidden, [])
        await recent.save(["alien", "dune"])
        let unchanged = await services.library.recentSearches()
        XCTAssertEqual(unchanged, ["dune"], "nothing is remembered while the setting is off")

        let clear = try XCTUnwrap(preferences.clearSearchHistory, "the preferences offer to clear the history")
        try await clear()
        let cleared = await services.library.recentSearches()
        XCTAssertEqual(cleared, [])
    }
}
