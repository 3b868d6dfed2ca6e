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

    private func make(_ environment: [String: String], demo: Bool = false) async -> (CatalogServices, CatalogError?) {
        let env = ["HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_DATA_HOME": home + "/data"]
            .merging(environment) { $1 }
        let tokenDirectory = home + "/config"
        return await MainActor.run {
            // Schema defaults only: the user's own settings (e.g. a content language) must not leak in.
            let made = AppCatalog.make(demo: demo,
                                       settings: AppSettings(schemaID: "io.github.popcorn.NotInstalled", schemaDirectories: []),
                                       tokenStore: TokenStore(fileDirectory: tokenDirectory, useKeyring: false),
                                       environment: env)
            return (made.services, made.problem)
        }
    }

    func testNoCredentialMeansTheDemoCatalogAndItsOwnLibrary() async {
        let (services, problem) = await make([:])
        XCTAssertNil(problem)
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
        let (services, problem) = await make(["TMDB_API_TOKEN": "t", "POPCORN_TMDB_API_URL": "http://example.com/3"])
        XCTAssertTrue(services.source.isDemo)
        guard case .configuration = problem else { return XCTFail("\(String(describing: problem))") }
    }
}
