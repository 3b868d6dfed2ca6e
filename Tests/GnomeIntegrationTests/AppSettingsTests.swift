import AppEnvironment
import CGtk
import Foundation
import XCTest

@testable import GnomeIntegration

final class AppSettingsTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    private var temp: String!

    override func setUpWithError() throws {
        temp = NSTemporaryDirectory() + "popcorn-schemas-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: temp)
    }

    /// Compiles the project's schema into the temporary folder.
    private func compileSchema() throws {
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-schemas")
        compiler.arguments = ["--strict", "--targetdir=\(temp!)", Self.root + "/data"]
        try compiler.run()
        compiler.waitUntilExit()
        XCTAssertEqual(compiler.terminationStatus, 0)
    }

    /// Settings on the compiled schema, in a private memory backend.
    private func freshSettings() throws -> AppSettings {
        try compileSchema()
        return AppSettings(schemaDirectories: ["/nonexistent", temp], inMemory: true)
    }

    private func spinMainContext(until condition: () -> Bool) {
        for _ in 0..<1000 where !condition() {
            g_main_context_iteration(nil, 0)
            usleep(1000)
        }
    }

    func testCompiledSchemaInABuildFolderIsUsed() throws {
        let settings = try freshSettings()
        XCTAssertEqual(settings.backing, .gsettings(schemaDirectory: temp))
        XCTAssertEqual(
            AppSettings(schemaDirectories: [temp], inMemory: true).backing, .gsettings(schemaDirectory: temp))
        XCTAssertEqual(settings.windowWidth, 1024)
        XCTAssertEqual(settings.lastPage, "explore")
        XCTAssertTrue(settings.searchHistoryEnabled)

        settings.windowWidth = 1400
        settings.lastPage = "watchlist"
        settings.searchHistoryEnabled = false
        settings.contentLanguage = "de"
        XCTAssertEqual(settings.windowWidth, 1400)
        XCTAssertEqual(settings.lastPage, "watchlist")
        XCTAssertFalse(settings.searchHistoryEnabled)
        XCTAssertEqual(settings.contentLanguage, "de")

        settings.reset(.windowWidth)
        XCTAssertEqual(settings.windowWidth, 1024)
    }

    func testOutOfRangeAndWrongTypeValuesAreRefused() throws {
        let settings = try freshSettings()
        XCTAssertFalse(settings.set(.lastPage, .string("nowhere")))
        XCTAssertFalse(settings.set(.windowWidth, .int(10)))
        XCTAssertFalse(settings.set(.imageCacheSizeMB, .bool(true)))
        XCTAssertEqual(settings.lastPage, "explore")
        XCTAssertEqual(settings.windowWidth, 1024)
        XCTAssertTrue(settings.set(.imageCacheSizeMB, .int(64)))
        XCTAssertEqual(settings.imageCacheSizeMB, 64)
    }

    func testObserversHearChanges() throws {
        let settings = try freshSettings()
        var seen: [SettingsValue] = []
        let token = settings.observe(.contentRegion) { seen.append($0) }
        settings.contentRegion = "DE"
        spinMainContext { !seen.isEmpty }
        XCTAssertEqual(seen, [.string("DE")])
        settings.removeObserver(token)
        settings.contentRegion = "FR"
        spinMainContext { false }
        XCTAssertEqual(seen, [.string("DE")])
    }

    func testMissingSchemaFallsBackToDefaultsWithoutAborting() {
        let settings = AppSettings(schemaID: "io.github.popcorn.Missing", schemaDirectories: [temp])
        XCTAssertEqual(settings.backing, .memory)
        for key in SettingsKey.allCases {
            XCTAssertEqual(settings.value(key), key.defaultValue)
        }
        var seen: [SettingsValue] = []
        settings.observe(.windowMaximized) { seen.append($0) }
        settings.windowMaximized = true
        XCTAssertTrue(settings.windowMaximized)
        XCTAssertEqual(seen, [.bool(true)])
    }
}
