import TMDb
import XCTest

/// `POPCORN_TMDB_IMAGE_URL` (the benchmarks' loopback image server) is honoured only for loopback http.
final class ImageConfigurationEnvironmentTests: XCTestCase {
    func testDefaultsToTMDb() {
        XCTAssertEqual(TMDbImageConfiguration.fromEnvironment([:]), .tmdb)
        XCTAssertEqual(TMDbImageConfiguration.fromEnvironment(["POPCORN_TMDB_IMAGE_URL": "  "]), .tmdb)
        XCTAssertFalse(TMDbImageConfiguration.tmdb.isLoopbackHTTP)
    }

    func testLoopbackOverrideIsUsed() {
        let images = TMDbImageConfiguration.fromEnvironment(["POPCORN_TMDB_IMAGE_URL": "http://127.0.0.1:8123/t/p/"])
        XCTAssertEqual(images.baseURL, "http://127.0.0.1:8123/t/p/")
        XCTAssertTrue(images.isLoopbackHTTP)
        XCTAssertEqual(
            images.image(.poster, path: "/a.jpg")?.url(size: .width(154)), "http://127.0.0.1:8123/t/p/w154/a.jpg")
    }

    func testOtherOverridesAreIgnored() {
        for value in ["http://images.example.com/t/p/", "https://images.example.com/t/p/", "file:///tmp/", "nonsense"] {
            XCTAssertEqual(TMDbImageConfiguration.fromEnvironment(["POPCORN_TMDB_IMAGE_URL": value]), .tmdb, value)
        }
    }
}
