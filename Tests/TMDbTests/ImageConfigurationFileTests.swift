import Catalog
import Foundation
import TMDb
import XCTest

/// TMDb's `/configuration`, fetched from the loopback fake TMDb, saved for 24 hours and used for image URLs.
final class ImageConfigurationFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-imageconf-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var file: TMDbImageConfigurationFile {
        TMDbImageConfigurationFile(path: folder.appendingPathComponent("cache/image-configuration.json").path)
    }

    func testASavedConfigurationIsReadBackWithItsTime() throws {
        XCTAssertNil(file.load(), "nothing saved yet")
        let announced = TMDbImageConfiguration(
            baseURL: "https://images.example.org/t/p/",
            sizes: [.poster: [.width(200), .original], .still: [.width(400)]])
        let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)
        try file.save(announced, now: fetchedAt)
        let saved = try XCTUnwrap(file.load())
        XCTAssertEqual(saved.configuration, announced)
        XCTAssertEqual(saved.fetchedAt, fetchedAt)
        XCTAssertEqual(
            saved.configuration.image(.poster, path: "/p.jpg")?.url(size: .width(200)),
            "https://images.example.org/t/p/w200/p.jpg")
    }

    func testItExpiresAfter24Hours() {
        let fetched = Date(timeIntervalSince1970: 1_800_000_000)
        XCTAssertFalse(TMDbImageConfigurationFile.isExpired(fetchedAt: fetched, now: fetched + 23 * 3600))
        XCTAssertTrue(TMDbImageConfigurationFile.isExpired(fetchedAt: fetched, now: fetched + 24 * 3600))
        XCTAssertTrue(
            TMDbImageConfigurationFile.isExpired(fetchedAt: fetched + 3600, now: fetched),
            "a time in the future (a clock moved back) is not trusted")
    }

    func testADamagedOrInsecureFileIsAsGoodAsNone() throws {
        try FileManager.default.createDirectory(
            atPath: (file.path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        for text in ["{not json", #"{"baseURL":"http://images.example.org/","fetchedAt":1,"sizes":{}}"#] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file.path))
            XCTAssertNil(file.load(), text)
        }
    }

    func testTheClientBuildsImageURLsFromTheConfigurationItIsGiven() {
        let transport = ScriptedTransport([])
        let client = TMDbClient(transport: transport, credential: nil)
        XCTAssertEqual(client.images, .tmdb)
        let copy = client
        client.useImages(TMDbImageConfiguration(baseURL: "https://images.example.org/t/p/"))
        XCTAssertEqual(copy.images.baseURL, "https://images.example.org/t/p/", "copies share the configuration")
    }
}
