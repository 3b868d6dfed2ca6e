import Catalog
import Foundation
import GnomeIntegration
import TMDb
import TestServerSupport
import XCTest

@testable import PopcornApp

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
            let made = CatalogServices.openForWindow(
                demo: demo, settings: AppSettings(schemaID: "io.github.popcorn.NotInstalled", schemaDirectories: []),
                tokenStore: TokenStore(fileDirectory: tokenDirectory, useKeyring: false), environment: env)
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
        try FileManager.default.createDirectory(
            atPath: home + "/data/io.github.popcorn.Popcorn/library-demo.sqlite",
            withIntermediateDirectories: true)
        let (_, message) = await make([:])
        XCTAssertTrue(message?.contains("nothing can be saved") == true, "\(String(describing: message))")
    }

    func testTheImageConfigurationComesFromTMDbAndIsKeptForADay() async throws {
        let server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "t"])
        defer { server.stop() }
        let environment = ["TMDB_API_TOKEN": "t", "POPCORN_TMDB_API_URL": server.baseURL + "/3"]
        let (first, _) = await make(environment)
        let fetch = try XCTUnwrap(first.refreshImageConfiguration, "nothing saved yet: the window fetches it")
        await fetch()
        let log = try JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any]
        XCTAssertEqual((log?["perPath"] as? [String: Int])?["/3/configuration"], 1, "fetched from the server")
        let saved = try XCTUnwrap(
            TMDbImageConfigurationFile(path: home + "/cache/io.github.popcorn.Popcorn/image-configuration.json").load())
        XCTAssertEqual(saved.configuration.baseURL, "https://image.tmdb.org/t/p/", "the fixture's secure_base_url")
        XCTAssertEqual(saved.configuration.sizes[.backdrop], [.width(300), .width(780), .width(1280), .original])

        let (second, _) = await make(environment)
        XCTAssertNil(second.refreshImageConfiguration, "a configuration saved today is used as it is")

        try TMDbImageConfigurationFile(path: home + "/cache/io.github.popcorn.Popcorn/image-configuration.json")
            .save(TMDbImageConfiguration(baseURL: "https://images.example.org/t/p/"), now: Date() - 25 * 3600)
        let (third, _) = await make(environment)
        XCTAssertNotNil(third.refreshImageConfiguration, "a day old: fetched again")
        XCTAssertEqual(
            CatalogServices.imageConfiguration(environment: ["HOME": home, "XDG_CACHE_HOME": home + "/cache"]).0
                .baseURL,
            "https://images.example.org/t/p/", "until then, the saved one is used")
    }
}
