import Foundation
import HTTP
import XCTest

@testable import TMDb

/// The demo's `file://` artwork travels the real libcurl client, also from a folder whose path needs
/// percent-encoding.
final class DemoArtworkTests: XCTestCase {
    private var copy: URL?

    override func tearDown() {
        if let copy { try? FileManager.default.removeItem(at: copy) }
        super.tearDown()
    }

    func testArtworkURLsFromTheDemoClientLoadOverLibcurlFromAPathWithSpacesAndAccents() async throws {
        let parent = FileManager.default.temporaryDirectory
            .appendingPathComponent("popcorn demo \(UUID().uuidString) é", isDirectory: true)
        copy = parent
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let directory = parent.appendingPathComponent("demo").path
        try FileManager.default.copyItem(atPath: DemoCatalogLocation.directory, toPath: directory)

        let client = TMDbClient.demo(directory: directory)
        let movie = try await client.fetch(MovieResource(id: 3))
        let person = try await client.fetch(PersonResource(id: 2))
        let episode = try await client.fetch(TVEpisodeResource(1, inSeason: 2, inSeries: 4))
        let http = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: URLPolicy(allowsFileURLs: true)))
        let expected: [(String?, String)] = [
            (movie.poster?.card, "m3-poster.png"), (movie.backdrop?.full, "m3-backdrop.png"),
            (person.profile?.thumbnail, "p2-profile.png"), (episode.still?.card, "t4-s2-e1-still.png"),
        ]
        for (url, name) in expected {
            let url = try XCTUnwrap(url, name)
            XCTAssertTrue(url.hasPrefix("file:///"), url)
            XCTAssertFalse(url.contains(" "), "percent-encoded: \(url)")
            let response = try await http.send(HTTPRequest(url: url))
            XCTAssertEqual(response.status, 200, url)
            let onDisk = try Data(contentsOf: URL(fileURLWithPath: directory + "/images/original/" + name))
            XCTAssertEqual(response.body, onDisk, url)
        }
    }
}
