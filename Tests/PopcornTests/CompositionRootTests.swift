import Foundation
import XCTest

/// One composition root builds the services (`CatalogServices`), and every headless command runs through
/// the one runner (`CommandRunner`): nothing else in the sources builds a repository, a cache, a library,
/// the dependencies of the screens or a TMDb client, and no command opens the services or waits on the main
/// actor by itself.
final class CompositionRootTests: XCTestCase {
    private static let root = "Sources/PopcornApp/Data/CatalogServices.swift"
    private static let runner = "Sources/PopcornApp/CommandLine/CommandRunner.swift"

    private var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The sources' Swift files, by path from the package root.
    private func sources() throws -> [(path: String, text: String)] {
        let files = FileManager.default.enumerator(
            at: packageRoot.appendingPathComponent("Sources"),
            includingPropertiesForKeys: nil)
        var found: [(String, String)] = []
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            found.append(
                (
                    String(file.path.dropFirst(packageRoot.path.count + 1)),
                    try String(contentsOf: file, encoding: .utf8)
                ))
        }
        XCTAssertGreaterThan(found.count, 100, "the scan found the sources")
        return found
    }

    func testOnlyTheCompositionRootBuildsTheServices() throws {
        let services = [
            "AppDependencies(", "CatalogServices(", "CachingCatalogRepository(", "SQLiteCatalogCache(",
            "SQLiteLibrary(", "HTTPTMDbTransport(",
        ]
        for (path, text) in try sources() where path != Self.root {
            for initialiser in services {
                XCTAssertFalse(text.contains(initialiser), "\(path) builds \(initialiser)…)")
            }
            // TMDb builds its own demo client; everything else gets a client from the root.
            if !path.hasPrefix("Sources/TMDb/") {
                XCTAssertFalse(text.contains("TMDbClient("), "\(path) builds a TMDb client")
            }
        }
    }

    func testEveryCommandRunsThroughTheOneRunner() throws {
        for (path, text) in try sources()
        where path.hasPrefix("Sources/PopcornApp/") && path != Self.runner
            && path != Self.root
        {
            for call in ["CatalogServices.make(", "MainActorBlocking.run", "MainActor.assumeIsolated"] {
                XCTAssertFalse(text.contains(call), "\(path) calls \(call) instead of running through CommandRunner")
            }
        }
    }
}
