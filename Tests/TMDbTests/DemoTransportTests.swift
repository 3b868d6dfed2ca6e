import Catalog
import Foundation
import XCTest

@testable import TMDb

/// TMDbClient over DemoTransport: every endpoint through the real DTO decoding, search, paging and 404s.
final class DemoTransportTests: XCTestCase {
    private let directory = DemoCatalogLocation.directory
    private lazy var transport = DemoTransport(directory: directory)
    private lazy var client = TMDbClient(
        transport: transport, credential: nil,
        images: .demo(directory: directory), retry: RecordedSleeps().policy)

    private func raw(_ path: String, _ query: [QueryItem] = []) async throws -> (Int, JSONValue) {
        let response = try await transport.send(TMDbRequest(path: path, query: query))
        return (response.status, try JSONDecoder().decode(JSONValue.self, from: response.body))
    }

    private func assertNotFound(_ operation: () async throws -> some Any, _ what: String) async {
        do {
            _ = try await operation()
            XCTFail("\(what) should not exist")
        } catch {
            XCTAssertEqual(error as? CatalogError, .notFound, what)
        }
    }

    private func fileExists(_ url: String?) -> Bool {
        guard let url, let parsed = URL(string: url), parsed.isFileURL else { return false }
        return FileManager.default.fileExists(atPath: parsed.path)
    }

    func testConfigurationAnnouncesTheFileBaseAndMatchesTheDemoImageConfiguration() async throws {
        let announced = try await client.imageConfiguration()
        XCTAssertEqual(announced, TMDbImageConfiguration.demo(directory: directory))
        XCTAssertTrue(announced.baseURL.hasPrefix("file:///"))
        XCTAssertTrue(announced.baseURL.hasSuffix("/data/demo/images/"))
        let poster = try XCTUnwrap(announced.image(.poster, path: "/m1-poster.png"))
        XCTAssertEqual(poster.card, poster.full)
        XCTAssertTrue(poster.full.hasSuffix("/data/demo/images/original/m1-poster.png"))
        XCTAssertTrue(fileExists(poster.full))
    }

    func testEveryExploreSectionDecodesAndPages() async throws {
        for section in ExploreSectionID.allCases {
            let first = try await client.fetch(ExploreSectionResource(section, page: 1))
            XCTAssertFalse(first.results.isEmpty, "\(section)")
            XCTAssertEqual(first.results.count, min(20, first.totalResults), "\(section)")
            var ids = Set(first.results.map(\.id))
            for page in 2...max(2, first.totalPages + 1) {
                let next = try await client.fetch(ExploreSectionResource(section, page: page))
                XCTAssertEqual(next.page, page)
                XCTAssertEqual(next.totalResults, first.totalResults)
                if page > first.totalPages { XCTAssertEqual(next.results, [], "\(section) page \(page)") }
                for item in next.results { XCTAssertTrue(ids.insert(item.id).inserted, "duplicate \(item.id)") }
            }
            XCTAssertEqual(ids.count, first.totalResults, "\(section)")
            let withoutArtwork = first.results.filter { !fileExists($0.image?.card) }.map(\.id)
            XCTAssertTrue(withoutArtwork.allSatisfy { $0 == "person-23" }, "\(section) artwork: \(withoutArtwork)")
        }
        let popular = try await client.fetch(ExploreSectionResource(.popularMovies, page: 1))
        XCTAssertEqual(popular.totalResults, 24)
        XCTAssertEqual(popular.totalPages, 2)
        let trendingPeople = try await client.fetch(ExploreSectionResource(.trendingPeople, page: 1))
        XCTAssertTrue(trendingPeople.results.allSatisfy { $0.kind == .person })
    }

    func testMovieDetailsWithCreditsRecommendationsAndArtwork() async throws {
        let movie = try await client.fetch(MovieResource(id: 1))
        XCTAssertEqual(movie.title, "The Lantern Keeper")
        XCTAssertEqual(movie.runtime, 112)
        XCTAssertEqual(movie.releaseDate?.year, 2019)
        XCTAssertEqual(movie.genres.map(\.name), ["Drama", "Mystery"])
        XCTAssertNotNil(movie.tagline)
        XCTAssertEqual(movie.cast.count, 5)
        XCTAssertTrue(movie.cast.allSatisfy { $0.character != nil })
        XCTAssertEqual(movie.recommendations.count, 6)
        XCTAssertFalse(movie.recommendations.contains { $0.id == 1 })
        XCTAssertTrue(fileExists(movie.poster?.full))
        XCTAssertTrue(fileExists(movie.backdrop?.full))
        for id in 2...24 {
            let other = try await client.fetch(MovieResource(id: id))
            XCTAssertEqual(other.id, id)
            XCTAssertFalse(other.cast.isEmpty)
        }
    }

    func testSeriesSeasonsAndEpisodesIncludingTheSpecialOnes() async throws {
        for id in 1...8 {
            let series = try await client.fetch(TVSeriesResource(id: id))
            XCTAssertGreaterThanOrEqual(series.seasons.count, 2)
            XCTAssertFalse(series.cast.isEmpty)
            for summary in series.seasons {
                let season = try await client.fetch(TVSeasonResource(summary.seasonNumber, inSeries: id))
                XCTAssertEqual(season.episodes.count, summary.episodeCount)
                XCTAssertGreaterThanOrEqual(season.episodes.count, 6)
                XCTAssertTrue(fileExists(season.poster?.full))
            }
        }
        let noStill = try await client.fetch(TVEpisodeResource(3, inSeason: 1, inSeries: 2))
        XCTAssertNil(noStill.still)
        XCTAssertNotNil(noStill.overview)
        XCTAssertNotNil(noStill.airDate)
        let noOverview = try await client.fetch(TVEpisodeResource(5, inSeason: 2, inSeries: 3))
        XCTAssertNil(noOverview.overview)
        XCTAssertNotNil(noOverview.still)
        let noAirDate = try await client.fetch(TVEpisodeResource(8, inSeason: 3, inSeries: 1))
        XCTAssertNil(noAirDate.airDate)
        XCTAssertEqual(noAirDate.episodeNumber, 8)
        XCTAssertEqual(noAirDate.seasonNumber, 3)
        let ordinary = try await client.fetch(TVEpisodeResource(1, inSeason: 1, inSeries: 1))
        XCTAssertFalse(ordinary.name.isEmpty)
        XCTAssertTrue(fileExists(ordinary.still?.full))
        let season = try await client.fetch(TVSeasonResource(1, inSeries: 2))
        XCTAssertEqual(season.episodes.first { $0.episodeNumber == 3 }?.name, noStill.name)
    }

    func testPeopleWithCombinedCreditsAndOneWithoutAPhoto() async throws {
        for id in 1...30 {
            let person = try await client.fetch(PersonResource(id: id))
            XCTAssertFalse(person.credits.isEmpty, "person \(id)")
            XCTAssertNotNil(person.biography)
            for credit in person.credits where credit.kind == .movie {
                let movie = try await client.fetch(MovieResource(id: credit.id))
                XCTAssertTrue(
                    movie.cast.contains { $0.id == id } || credit.role != nil, "person \(id) in \(movie.title)")
            }
        }
        let zoe = try await client.fetch(PersonResource(id: 1))
        XCTAssertEqual(zoe.name, "Zoë Marchetti")
        XCTAssertTrue(fileExists(zoe.profile?.full))
        let withoutPhoto = try await client.fetch(PersonResource(id: 23))
        XCTAssertNil(withoutPhoto.profile)
    }

    func testGenres() async throws {
        let movieGenres = try await client.genres(for: .movie)
        let tvGenres = try await client.genres(for: .tvSeries)
        XCTAssertTrue(movieGenres.contains(Genre(id: 878, name: "Science Fiction")))
        XCTAssertTrue(tvGenres.contains(Genre(id: 10765, name: "Sci-Fi & Fantasy")))
    }

    func testSearchIgnoresCaseAndDiacriticsAndRanksExactAndPrefixMatchesFirst() async throws {
        let angstrom = try await client.search(query: "ANGSTROM", page: 1)
        XCTAssertEqual(angstrom.results.map(\.title), ["Ångström Drift"])
        let cafe = try await client.search(query: "cafe lumiere", page: 1)
        XCTAssertEqual(cafe.results.first?.title, "Café Lumière Nights")
        let zoe = try await client.search(query: "zoe", page: 1)
        XCTAssertEqual(zoe.results.map(\.id), ["person-1"])
        let apostrophe = try await client.search(query: "clockmakers", page: 1)
        XCTAssertEqual(apostrophe.results.first?.title, "The Clockmaker's Daughter")
        let marbles = try await client.search(query: "Marbles", page: 1)
        XCTAssertEqual(marbles.results.first?.id, "movie-10")
        let harbour = try await client.search(query: "harbour", page: 1)
        XCTAssertEqual(harbour.results.first?.title, "Harbour Lights", "a prefix match ranks first")
        let words = try await client.search(query: "finch starling", page: 1)
        XCTAssertEqual(words.results.map(\.title), ["Starling & Finch"])
        let nothing = try await client.search(query: "xylophone", page: 1)
        XCTAssertEqual(nothing.results, [])
        XCTAssertEqual(nothing.totalResults, 0)
    }

    func testSearchPagesWithoutDuplicatesAndEmptyPagesPastTheEnd() async throws {
        let first = try await client.search(query: "a", page: 1)
        XCTAssertGreaterThan(first.totalResults, 40)
        XCTAssertEqual(first.totalPages, (first.totalResults + 19) / 20)
        var seen: [String] = []
        for page in 1...first.totalPages {
            let result = try await client.search(query: "a", page: page)
            XCTAssertEqual(result.page, page)
            XCTAssertEqual(result.results.count, page < first.totalPages ? 20 : first.totalResults - 20 * (page - 1))
            seen += result.results.map(\.id)
        }
        XCTAssertEqual(seen.count, first.totalResults)
        XCTAssertEqual(Set(seen).count, seen.count, "no result on two pages")
        XCTAssertTrue(Set(seen.map { $0.split(separator: "-")[0] }).isSuperset(of: ["movie", "tvSeries", "person"]))
        let past = try await client.search(query: "a", page: first.totalPages + 1)
        XCTAssertEqual(past.results, [])
        XCTAssertEqual(past.totalResults, first.totalResults)
    }

    func testUnknownIdsAndPathsAre404WithTMDbsErrorBody() async throws {
        await assertNotFound({ try await self.client.fetch(MovieResource(id: 999)) }, "movie 999")
        await assertNotFound({ try await self.client.fetch(TVSeriesResource(id: 99)) }, "tv 99")
        await assertNotFound({ try await self.client.fetch(TVSeasonResource(9, inSeries: 1)) }, "tv 1 season 9")
        await assertNotFound(
            { try await self.client.fetch(TVEpisodeResource(99, inSeason: 1, inSeries: 1)) }, "episode 99")
        await assertNotFound({ try await self.client.fetch(PersonResource(id: 31)) }, "person 31")
        for path in ["/movie/abc", "/nothing", "/tv/1/season/1/episode/", "/trending/all/day"] {
            let (status, body) = try await raw(path)
            XCTAssertEqual(status, 404, path)
            XCTAssertEqual(body["status_code"], .int(34), path)
            XCTAssertEqual(body["success"], .bool(false), path)
            XCTAssertNotNil(body["status_message"]?.string, path)
        }
        let (status, body) = try await raw("/movie/popular", [QueryItem("page", "501")])
        XCTAssertEqual(status, 400)
        XCTAssertEqual(body["status_code"], .int(22))
    }

    func testAppendToResponseOnlyAddsWhatWasAskedFor() async throws {
        let (_, bare) = try await raw("/movie/2")
        XCTAssertNil(bare["credits"])
        XCTAssertNil(bare["recommendations"])
        XCTAssertEqual(bare["title"], .string("Salt and Cinder"))
        let (_, some) = try await raw("/movie/2", [QueryItem("append_to_response", "credits")])
        XCTAssertNotNil(some["credits"])
        XCTAssertNil(some["release_dates"])
        let (_, person) = try await raw("/person/2", [QueryItem("append_to_response", "combined_credits")])
        XCTAssertNotNil(person["combined_credits"]?["cast"]?.array)
        let (_, episode) = try await raw("/tv/1/season/1/episode/1")
        XCTAssertNil(episode["show_id"])
        XCTAssertEqual(episode["episode_number"], .int(1))
    }

    func testDiscoverFiltersByGenreAndSorts() async throws {
        let (_, dramas) = try await raw(
            "/discover/movie",
            [
                QueryItem("with_genres", "18"),
                QueryItem("sort_by", "primary_release_date.asc"),
            ])
        let results = try XCTUnwrap(dramas["results"]?.array)
        XCTAssertFalse(results.isEmpty)
        XCTAssertTrue(results.allSatisfy { $0["genre_ids"]?.array?.contains(.int(18)) == true })
        let dates = results.compactMap { $0["release_date"]?.string }
        XCTAssertEqual(dates, dates.sorted())
        let (_, either) = try await raw("/discover/movie", [QueryItem("with_genres", "99|37")])
        XCTAssertEqual(
            Set(either["results"]?.array?.compactMap { $0["title"]?.string } ?? []),
            ["Verdant", "Copper Sky"])
        let (_, series) = try await raw("/discover/tv", [QueryItem("sort_by", "vote_average.desc")])
        let votes = series["results"]?.array?.compactMap { $0["vote_average"]?.number } ?? []
        XCTAssertEqual(votes.count, 8)
        XCTAssertEqual(votes, votes.sorted(by: >))
    }

    func testAMissingCatalogIsAConfigurationErrorNotAnOutage() async throws {
        let missing = TMDbClient(
            transport: DemoTransport(directory: "/nonexistent/demo"), credential: nil,
            retry: RecordedSleeps().policy)
        do {
            _ = try await missing.fetch(MovieResource(id: 1))
            XCTFail("no catalog")
        } catch {
            guard case .configuration(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("/nonexistent/demo"))
        }
    }
}
