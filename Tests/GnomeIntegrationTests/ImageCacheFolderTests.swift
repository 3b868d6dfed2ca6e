import Catalog
import Foundation
import XCTest

@testable import GnomeIntegration

final class ImageCacheFolderTests: XCTestCase {
    func testUsageCountsFilesAndClearEmptiesTheFolder() throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory() + "popcorn-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = ImageCacheFolder(directory: directory)
        XCTAssertEqual(folder.usage(), 0, "a missing folder uses nothing")
        XCTAssertNoThrow(try folder.clear())

        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("ab"), withIntermediateDirectories: true)
        try Data(count: 1500).write(to: directory.appendingPathComponent("poster.jpg"))
        try Data(count: 2500).write(to: directory.appendingPathComponent("ab/still.png"))
        XCTAssertEqual(folder.usage(), 4000)

        try folder.clear()
        XCTAssertEqual(folder.usage(), 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.path), "the folder itself stays")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }
}

final class GatedRecentSearchesTests: XCTestCase {
    private actor MemoryRecentSearches: RecentSearchesRepository {
        var stored: [String] = []
        func recentSearches() async -> [String] { stored }
        func save(_ searches: [String]) async { stored = searches }
    }

    func testSearchesAreOnlyKeptWhileEnabledAndClearAlwaysWorks() async {
        let base = MemoryRecentSearches()
        let gated = GatedRecentSearches(base: base, enabled: true)
        await gated.save(["dune", "alien"])
        let enabledResult = await gated.recentSearches()
        XCTAssertEqual(enabledResult, ["dune", "alien"])

        gated.isEnabled = false
        await gated.save(["secret"])
        let disabledResult = await gated.recentSearches()
        XCTAssertEqual(disabledResult, [], "nothing is shown while disabled")
        let stored = await base.stored
        XCTAssertEqual(stored, ["dune", "alien"], "nothing is written while disabled")

        await gated.clear()
        let cleared = await base.stored
        XCTAssertEqual(cleared, [])
    }
}

final class SettingsServicesTests: XCTestCase {
    private actor MemoryRecentSearches: RecentSearchesRepository {
        var stored: [String] = ["kept"]
        func recentSearches() async -> [String] { stored }
        func save(_ searches: [String]) async { stored = searches }
    }

    func testSettingsDriveLanguageCacheCapAndHistoryGate() async {
        let settings = AppSettings(schemaID: "io.github.popcorn.NotInstalled", schemaDirectories: [])
        XCTAssertEqual(settings.tmdbLanguage(environment: ["LANG": "fr_BE.UTF-8"]), "fr-BE")
        settings.contentLanguage = "de"
        XCTAssertEqual(settings.tmdbLanguage(environment: ["LANG": "fr_BE.UTF-8"]), "de")
        XCTAssertEqual(settings.imageCacheCapacityBytes, 256 << 20)

        let gated = settings.gatingSearchHistory(MemoryRecentSearches())
        let shown = await gated.recentSearches()
        XCTAssertEqual(shown, ["kept"])
        settings.searchHistoryEnabled = false
        let hidden = await gated.recentSearches()
        XCTAssertEqual(hidden, [], "turning the setting off hides the history at once")
    }
}
