import Catalog
import Foundation
import XCTest

@testable import TMDb

/// The demo catalog's collection (`resources.json`) through the demo transport and the real DTO decoding.
final class MovieCollectionDemoTests: XCTestCase {
    private let directory = DemoCatalogLocation.directory
    private lazy var client = TMDbClient(
        transport: DemoTransport(directory: directory), credential: nil,
        images: .demo(directory: directory), retry: RecordedSleeps().policy)

    func testDemoCollectionOfThreeMoviesWhosePartsNameIt() async throws {
        let collection = try await MovieCollectionResource(id: 1).fetch(from: client)
        XCTAssertEqual(collection.name, "Signal Fire Collection")
        XCTAssertEqual(collection.parts.map(\.id), [19, 24, 15], "TMDb's order")
        XCTAssertEqual(collection.partsInReleaseOrder.map(\.id), [24, 15, 19])
        let poster = try XCTUnwrap(collection.poster.flatMap { URL(string: $0.full) })
        XCTAssertTrue(FileManager.default.fileExists(atPath: poster.path), poster.path)
        for part in collection.parts {
            let movie = try await MovieResource(id: part.id).fetch(from: client)
            XCTAssertEqual(movie.collection, MovieCollectionLink(id: 1, name: "Signal Fire Collection"), movie.title)
        }
        let standalone = try await MovieResource(id: 1).fetch(from: client)
        XCTAssertNil(standalone.collection)
    }

    func testUnknownDemoCollectionIsNotFound() async throws {
        do {
            _ = try await MovieCollectionResource(id: 2).fetch(from: client)
            XCTFail("collection 2 is not in the demo catalog")
        } catch {
            XCTAssertEqual(error, .notFound)
        }
    }
}
