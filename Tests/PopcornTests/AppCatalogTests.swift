import Catalog
import Foundation
import GnomeIntegration
@testable import PopcornApp
import XCTest

final class AppCatalogTests: XCTestCase {
    private let home = NSTemporaryDirectory() + "popcorn-appcatalog-\(UUID().uuidString)"

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: home)
    }

    private func make(_ environment: [String: String], demo: Bool = false) async -> (CatalogServices, String?) {
        let env = ["HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_DATA_HOME": home + "/data"]
            .merging(environment) { $1 }
        let tokenDirectory = home + "/config"
        return await MainActor.run {
            // Schema defaults only: the user's own settings (e.g. a content language) must not leak in.
            let made = AppCatalog.make(demo: demo,
                                       settings: AppSettings(schemaID: "io.github.popcorn.NotInstalled", schemaDirectories: []),
                                       tokenStore: TokenStore(fileDirectory: tokenDirectory, useKeyring: false),
                                       environment: env)
            return (made.services, made.message)
        }
    }

    func testNoCredentialMeansTheDemoCatalogAndItsOwnLibrary() async {
        let (services, message) = await make([:])
        XCTAssertNil(message)
        XCTAssertTrue(services.source.isDemo)
        XCTAssertTrue(services.library.path.hasSuffix("/data/io.github.popcorn.Popcorn/library-demo.sqlite"))
        XCTAssertEqual(services.cache.path, home + "/cache/io.github.popcorn.Popcorn/cache.sqlite")
    }

    func testTokenMeansTMDbUnlessDemoIsForced() async {
        let (services, _) = await make(["TMDB_API_TOKEN": "t", "LANG": "de_DE.UTF-8"])
        XCTAssertEqual(services.source, .tmdb(baseURL: "https://api.themoviedb.org/3"))
        XCTAssertEqual(services.language, "de-DE")
        XCTAssertTrue(services.library.path.hasSuffix("/library.sqlite"))
        let forced = await make(["TMDB_API_TOKEN": "t"], demo: true)
        XCTAssertTrue(forced.0.source.isDemo)
    }

    func testRefusedAPIURLFallsBackToTheDemoCatalogAndIsReported() async {
        let (services, message) = await make(["TMDB_API_TOKEN": "t", "POPCORN_TMDB_API_URL": "http://example.com/3"])
        XCTAssertTrue(services.source.isDemo)
        XCTAssertTrue(message?.contains("POPCORN_TMDB_API_URL") == true, "\(String(describing: message))")
    }

    /// A token with a line break would add a header to every request: refused, the demo catalog shown.
    func testATokenWithAControlByteFallsBackToTheDemoCatalogAndIsReported() async {
        let (services, message) = await make(["TMDB_API_TOKEN": "t\r\nX-Injected: 1"])
        XCTAssertTrue(services.source.isDemo)
        XCTAssertTrue(message?.contains("control character") == true, "\(String(describing: message))")
    }

    /// A library that cannot be used is reported at start, with its path.
    func testAnUnusableLibraryIsReported() async throws {
        try FileManager.default.createDirectory(atPath: home + "/data/io.github.popcorn.Popcorn/library-demo.sqlite",
                                                withIntermediateDirectories: true)
        let (_, message) = await make([:])
        XCTAssertTrue(message?.contains("nothing can be saved") == true, "\(String(describing: message))")
    }
}
