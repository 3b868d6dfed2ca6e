import Catalog
import XCTest

@testable import Persistence

/// Movies and series cached before their production companies and networks were read (a payload without
/// `productionCompanies` / `networks`) still decode, without companies, and the statistics count them with none.
final class CompaniesCachedBeforeTests: XCTestCase {
    /// The members a cached movie had before `productionCompanies` (the optional ones left out, as nil).
    private struct MovieCachedBefore: Encodable {
        let id = 11
        let title = "Star Wars"
        let runtime = 121
        let genres = [Genre(id: 12, name: "Adventure")]
        let cast: [CastMember] = []
        let recommendations: [MovieSummary] = []
        let crew: [CrewMember] = []
        let trailers: [Trailer] = []
        let score = VoteScore(average: 8.2, count: 100)
    }

    /// The members a cached series had before `networks`.
    private struct SeriesCachedBefore: Encodable {
        let id = 200
        let name = "Fixture Show"
        let genres: [Genre] = []
        let seasons: [TVSeasonSummary] = []
        let cast: [CastMember] = []
        let crew: [CrewMember] = []
        let trailers: [Trailer] = []
    }

    func testAMovieCachedBeforeProductionCompaniesDecodesWithoutThem() throws {
        let payload = try CachePayload.encode(MovieCachedBefore())
        let movie = try payload.withUnsafeBytes { try CachePayload.decode(Movie.self, from: $0) }
        XCTAssertEqual(movie.title, "Star Wars")
        XCTAssertNil(movie.productionCompanies)
        let facts = StatisticsDetails.MovieFacts(movie)
        XCTAssertEqual(facts.companies, [])
        XCTAssertEqual(facts.runtime, 121)
        XCTAssertEqual(facts.score, VoteScore(average: 8.2, count: 100))
    }

    func testASeriesCachedBeforeNetworksDecodesWithoutThem() throws {
        let payload = try CachePayload.encode(SeriesCachedBefore())
        let series = try payload.withUnsafeBytes { try CachePayload.decode(TVSeries.self, from: $0) }
        XCTAssertEqual(series.name, "Fixture Show")
        XCTAssertNil(series.networks)
        XCTAssertEqual(
            StatisticsDetails.SeriesFacts(series, episodes: [], today: CalendarDate(year: 2017, month: 1, day: 1))
                .networks, [])
    }

    func testCompaniesSurviveTheCache() throws {
        let movie = Movie(id: 1, title: "A", productionCompanies: [Company(id: 41077, name: "A24")])
        let series = TVSeries(id: 2, name: "B", networks: [Company(id: 49, name: "HBO")])
        let cachedMovie = try CachePayload.encode(movie).withUnsafeBytes {
            try CachePayload.decode(Movie.self, from: $0)
        }
        let cachedSeries = try CachePayload.encode(series).withUnsafeBytes {
            try CachePayload.decode(TVSeries.self, from: $0)
        }
        XCTAssertEqual(cachedMovie.productionCompanies, [Company(id: 41077, name: "A24")])
        XCTAssertEqual(cachedSeries.networks, [Company(id: 49, name: "HBO")])
    }
}
