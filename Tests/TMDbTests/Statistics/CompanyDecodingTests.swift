import Catalog
import Foundation
import HTTP
import TestServerSupport
import XCTest

@testable import TMDb

/// A movie's `production_companies` (https://developer.themoviedb.org/reference/movie-details) and a series'
/// `networks` (https://developer.themoviedb.org/reference/tv-series-details), read leniently: from a scripted
/// answer, from the fake TMDb server (libcurl) and from the demo catalog.
final class CompanyDecodingTests: XCTestCase {
    private func scripted(_ body: String) -> TMDbClient {
        TMDbClient(transport: ScriptedTransport.json(body), credential: .token("t"), retry: RecordedSleeps().policy)
    }

    func testCompaniesWithoutAnIdOrANameAreSkippedAndNullOrMissingListsAreEmpty() async throws {
        let movie = try await MovieResource(id: 1).fetch(
            from: scripted(
                """
                {"id": 1, "title": "A", "production_companies": [
                   {"id": 41077, "logo_path": null, "name": "A24", "origin_country": ""},
                   {"id": "7", "name": "Numeric String", "logo_path": "/l.png"},
                   {"name": "No id"}, {"id": 3, "name": ""}, {"id": 4, "name": null}, "not an object"]}
                """))
        XCTAssertEqual(
            movie.productionCompanies, [Company(id: 41077, name: "A24"), Company(id: 7, name: "Numeric String")])
        let series = try await TVSeriesResource(id: 2).fetch(
            from: scripted(#"{"id": 2, "name": "B", "networks": [{"id": 49, "name": "HBO", "logo_path": null}]}"#))
        XCTAssertEqual(series.networks, [Company(id: 49, name: "HBO")])
        for members in [#""production_companies": null, "networks": null"#, #""production_companies": {}"#, ""] {
            let separator = members.isEmpty ? "" : ", "
            let movie = try await MovieResource(id: 3).fetch(
                from: scripted(#"{"id": 3, "title": "C""# + separator + members + "}"))
            XCTAssertEqual(movie.productionCompanies, [], members)
            let show = try await TVSeriesResource(id: 4).fetch(
                from: scripted(#"{"id": 4, "name": "D""# + separator + members + "}"))
            XCTAssertEqual(show.networks, [], members)
        }
    }

    func testTheFakeServersStarWarsAndSeriesNameTheirCompanies() async throws {
        let server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "test-token"])
        defer { server.stop() }
        let endpoint = try TMDbEndpoint(baseURL: "\(server.baseURL)/3")
        let client = TMDbClient(
            transport: HTTPTMDbTransport(
                baseURL: endpoint.baseURL,
                client: HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: endpoint.urlPolicy))),
            credential: .token("test-token"), retry: RecordedSleeps().policy)
        let movie = try await MovieResource(id: 11).fetch(from: client)
        XCTAssertEqual(
            movie.productionCompanies?.map(\.name), ["Lucasfilm Ltd.", "20th Century Fox"],
            "the null id and the empty name are skipped")
        let series = try await TVSeriesResource(id: 200).fetch(from: client)
        XCTAssertEqual(series.networks?.map(\.name), ["Fixture Network", "Second Network"])
    }

    func testTheDemoCatalogsTitlesNameTheirCompanies() async throws {
        let directory = DemoCatalogLocation.directory
        let client = TMDbClient(
            transport: DemoTransport(directory: directory), credential: nil, images: .demo(directory: directory),
            retry: RecordedSleeps().policy)
        let movie = try await MovieResource(id: 1).fetch(from: client)
        XCTAssertEqual(movie.productionCompanies, [Company(id: 2, name: "Bright Ledger Films")])
        let series = try await TVSeriesResource(id: 1).fetch(from: client)
        XCTAssertEqual(series.networks, [Company(id: 101, name: "Northsea One")])
    }
}
