import Foundation
import XCTest

@testable import AppEnvironment

final class DataLocationsTests: XCTestCase {
    private var temp: String!

    override func setUpWithError() throws {
        temp = NSTemporaryDirectory() + "popcorn-locations-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: temp)
    }

    private func touch(_ relative: String) throws {
        let path = temp + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data()))
    }

    func testInstalledPrefixIsFoundFromTheExecutable() throws {
        try touch("usr/bin/popcorn")
        try FileManager.default.createDirectory(
            atPath: temp + "/usr/share/popcorn/demo", withIntermediateDirectories: true)
        let locations = DataLocations.resolve(executablePath: temp + "/usr/bin/popcorn", environment: [:])
        XCTAssertEqual(locations.origin, .installed(prefix: temp + "/usr"))
        XCTAssertEqual(locations.demoCatalogDirectory, temp + "/usr/share/popcorn/demo")
        XCTAssertEqual(locations.localeDirectory, temp + "/usr/share/locale")
        XCTAssertEqual(locations.schemaDirectories, [temp + "/usr/share/popcorn/schemas"])
        XCTAssertNil(locations.iconSearchPath)
    }

    func testSourceTreeIsFoundAboveABuildFolder() throws {
        try touch("Package.swift")
        try touch("data/io.github.popcorn.Popcorn.gschema.xml")
        try touch(".build/x86_64-unknown-linux-gnu/debug/popcorn")
        let locations = DataLocations.resolve(
            executablePath: temp + "/.build/x86_64-unknown-linux-gnu/debug/popcorn",
            environment: [:])
        XCTAssertEqual(locations.origin, .sourceTree(root: temp))
        XCTAssertEqual(locations.demoCatalogDirectory, temp + "/data/demo")
        XCTAssertEqual(locations.localeDirectory, temp + "/.build/locale")
        XCTAssertEqual(locations.schemaDirectories, [temp + "/.build/schemas"])
        XCTAssertEqual(locations.iconSearchPath, temp + "/data/icons")
    }

    func testMesonBuildFolderAddsItsCompiledSchemaAndTranslations() throws {
        try touch("Package.swift")
        try touch("data/io.github.popcorn.Popcorn.gschema.xml")
        try touch("build/popcorn")
        try touch("build/data/gschemas.compiled")
        try touch("build/po/de/LC_MESSAGES/popcorn.mo")
        let locations = DataLocations.resolve(executablePath: temp + "/build/popcorn", environment: [:])
        XCTAssertEqual(locations.origin, .sourceTree(root: temp))
        XCTAssertEqual(locations.schemaDirectories, [temp + "/build/data", temp + "/.build/schemas"])
        XCTAssertEqual(locations.localeDirectory, temp + "/build/po")
    }

    func testABinFolderWithoutDataIsNotAnInstall() throws {
        try touch("opt/bin/popcorn")
        let locations = DataLocations.resolve(executablePath: temp + "/opt/bin/popcorn", environment: [:])
        XCTAssertEqual(locations.origin, .unknown)
    }

    func testEnvironmentOverridesWin() throws {
        try touch("usr/bin/popcorn")
        try FileManager.default.createDirectory(atPath: temp + "/usr/share/popcorn", withIntermediateDirectories: true)
        let locations = DataLocations.resolve(
            executablePath: temp + "/usr/bin/popcorn",
            environment: [
                "POPCORN_DATA_DIR": "/src/data", "POPCORN_LOCALE_DIR": "/loc", "POPCORN_SCHEMA_DIR": "/schemas",
            ])
        XCTAssertEqual(locations.demoCatalogDirectory, "/src/data/demo")
        XCTAssertEqual(locations.localeDirectory, "/loc")
        XCTAssertEqual(locations.schemaDirectories, ["/schemas", temp + "/usr/share/popcorn/schemas"])
        let demo = DataLocations.resolve(
            executablePath: nil, environment: ["POPCORN_DEMO_DIR": "/demo", "POPCORN_DATA_DIR": ""])
        XCTAssertEqual(demo.demoCatalogDirectory, "/demo")
        XCTAssertEqual(demo.origin, .unknown)
    }

    func testThisTestRunFindsTheRealSourceTree() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let locations = DataLocations.current
        XCTAssertEqual(locations.origin, .sourceTree(root: root))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/data/io.github.popcorn.Popcorn.gschema.xml"))
    }
}
