import Catalog
import Foundation
import HTTP
import TestServerSupport
import XCTest

@testable import TMDb

/// Where to watch, certifications, trailers and credits, decoded from responses in TMDb's documented shapes
/// (Tests/Support/fixtures: `/movie/{id}` and `/tv/{id}` with every appended part, an episode with
/// `guest_stars` and `crew`).
final class DiscoveryDecodingTests: XCTestCase {
    private func fixture(_ path: String) throws -> String {
        let url = TestServer.repositoryRoot.appendingPathComponent("Tests/Support/fixtures/\(path).json")
        return try String(contentsOf: url, encoding: .utf8)
    }

    private func client(_ path: String, language: String) throws -> (TMDbClient, ScriptedTransport) {
        let transport = ScriptedTransport.json(try fixture(path))
        return (
            TMDbClient(
                transport: transport, credential: .token("t"), language: language,
                retry: RecordedSleeps().policy), transport
        )
    }

    func testMovieInOneRequestWithEveryAppendedPart() async throws {
        let (client, transport) = try client("movie/100", language: "en-US")
        let movie = try await client.fetch(MovieResource(id: 100))
        XCTAssertEqual(transport.requests.count, 1)
        let query = try XCTUnwrap(transport.requests.first?.query)
        XCTAssertTrue(
            query.contains(
                QueryItem(
                    "append_to_response",
                    "credits,recommendations,release_dates,videos,watch/providers")))
        XCTAssertTrue(query.contains(QueryItem("include_video_language", "en,null")))
        XCTAssertEqual(movie.certification, "PG-13", "the theatrical release, not the premiere or the digital one")
        let providers = try XCTUnwrap(movie.watchProviders)
        XCTAssertEqual(providers.region, "US")
        XCTAssertEqual(providers.link, "https://www.themoviedb.org/movie/100-harbour-of-glass/watch?locale=US")
        XCTAssertEqual(providers.flatrate.map(\.name), ["Fixture Flix"])
        XCTAssertEqual(providers.rent.map(\.id), [2, 3], "by display priority")
        XCTAssertEqual(providers.buy.map(\.id), [2])
        XCTAssertEqual(providers.ads.map(\.name), ["Fixture Ads"])
        XCTAssertEqual(providers.free.map(\.name), ["Fixture Free"])
        XCTAssertNil(providers.free.first?.logo)
        XCTAssertEqual(
            providers.flatrate.first?.logo?.url(size: .width(92)), "https://image.tmdb.org/t/p/w92/fx-logo-8.jpg")
        XCTAssertEqual(
            movie.trailers.map(\.name), ["Official Trailer", "Fan-made Trailer", "Teaser"],
            "official trailers, other trailers, teasers; no featurettes, no other sites")
        XCTAssertEqual(movie.trailers.first?.url, "https://www.youtube.com/watch?v=Hg7kL2mN0pQ")
        XCTAssertEqual(movie.crew.map(\.job), ["Director", "Screenplay"])
        XCTAssertEqual(movie.crew.first?.department, "Directing")
    }

    func testRegionComesFromTheLanguage() async throws {
        let german = try await client("movie/100", language: "de-DE").0.fetch(MovieResource(id: 100))
        XCTAssertEqual(german.certification, "12")
        XCTAssertEqual(german.watchProviders?.region, "DE")
        XCTAssertEqual(german.watchProviders?.flatrate.map(\.id), [8])
        XCTAssertEqual(german.watchProviders?.rent, [])
        let french = try await client("movie/100", language: "fr-FR").0.fetch(MovieResource(id: 100))
        XCTAssertNil(french.certification)
        XCTAssertEqual(french.watchProviders?.isEmpty, true)
        XCTAssertNil(french.watchProviders?.link)
        XCTAssertEqual(TMDbLanguage.region(of: "fr"), "US", "a language without a region: the fallback")
    }

    func testSeriesAggregateCreditsRatingAndTrailer() async throws {
        let (client, transport) = try client("tv/200", language: "en-US")
        let series = try await client.fetch(TVSeriesResource(id: 200))
        XCTAssertTrue(
            transport.requests.first?.query.contains(
                QueryItem("append_to_response", "aggregate_credits,content_ratings,videos,watch/providers")) ?? false)
        XCTAssertEqual(series.cast.map(\.name), ["Mira Castellane", "Otto Bramwell"], "billing order")
        XCTAssertEqual(series.cast.first?.character, "Astrid", "the role with the most episodes")
        XCTAssertEqual(series.cast.first?.episodeCount, 5)
        XCTAssertNil(series.cast.last?.character)
        XCTAssertEqual(
            series.crew.map(\.job), ["Director", "Executive Producer"], "one entry per job, most episodes first")
        XCTAssertEqual(series.certification, "TV-14")
        XCTAssertEqual(series.trailers.map(\.url), ["https://vimeo.com/76979871"])
        XCTAssertEqual(series.watchProviders?.isEmpty, true)
        let german = try await self.client("tv/200", language: "de-DE").0.fetch(TVSeriesResource(id: 200))
        XCTAssertEqual(german.certification, "12")
    }

    func testEpisodeGuestStarsAndCrew() async throws {
        let (client, _) = try client("tv/200/season/1/episode/1", language: "en-US")
        let episode = try await client.fetch(TVEpisodeResource(1, inSeason: 1, inSeries: 200))
        XCTAssertEqual(episode.guestStars.map(\.name), ["Otto Bramwell"])
        XCTAssertEqual(episode.guestStars.first?.character, "Harbour Pilot")
        XCTAssertEqual(episode.crew.map(\.job), ["Director", "Writer"])
        XCTAssertEqual(episode.crew.map(\.name), ["Liv Aaberg", "Pere Sallent"])
    }

    func testWrongTypesAndNullsInAppendedPartsAreTolerated() async throws {
        let transport = ScriptedTransport.json(
            """
            {"id": 5, "title": "Odd", "release_dates": {"results": [{"iso_3166_1": "US", "release_dates": [
                {"certification": null, "type": 3}, {"certification": "R", "type": "4"}]}, {"release_dates": []}]},
             "videos": {"results": [{"site": "YouTube", "type": "Trailer", "key": null}, {"site": "YouTube", "type": "Trailer",
                "key": "k", "official": "yes"}]},
             "watch/providers": {"results": {"US": {"flatrate": [{"provider_name": "No id"}, {"provider_id": "7",
                "provider_name": "Seven", "display_priority": null}], "rent": null}, "DE": 4}}}
            """)
        let movie = try await TMDbClient(transport: transport, credential: nil, retry: RecordedSleeps().policy)
            .fetch(MovieResource(id: 5))
        XCTAssertEqual(movie.certification, "R")
        XCTAssertEqual(movie.trailers.map(\.key), ["k"])
        XCTAssertEqual(movie.watchProviders?.flatrate.map(\.id), [7])
        XCTAssertEqual(movie.watchProviders?.rent, [])
    }

    func testDiscoverSendsTheFiltersAndTheRegionForProviders() async throws {
        let transport = ScriptedTransport.json(
            """
            {"page": 2, "total_pages": 3, "total_results": 45, "results": [{"id": 1, "name": "Series", "first_air_date": "2020-01-02"}]}
            """)
        let client = TMDbClient(
            transport: transport, credential: nil, language: "de-DE", retry: RecordedSleeps().policy)
        let query = DiscoverQuery(
            kind: .tvSeries, genres: "18", sortBy: "vote_average.desc", year: 2020,
            watchProviders: "8|9", page: 5)
        let page = try await client.fetch(DiscoverResource(query, page: 2))
        XCTAssertEqual(page.page, 2)
        XCTAssertEqual(page.results.map(\.id), ["tvSeries-1"])
        let request = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(request.path, "/discover/tv")
        let items = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(items["with_genres"], "18")
        XCTAssertEqual(items["sort_by"], "vote_average.desc")
        XCTAssertEqual(items["first_air_date_year"], "2020")
        XCTAssertEqual(items["with_watch_providers"], "8|9")
        XCTAssertEqual(items["watch_region"], "DE", "providers without a region: the client's")
        XCTAssertEqual(items["page"], "2", "the page asked for, not the query's")
        XCTAssertEqual(items["include_adult"], "false")
    }

    func testStreamingServicesOfTheRegionInItsOrder() async throws {
        let transport = ScriptedTransport.json(
            """
            {"results": [
              {"display_priorities": {"DE": 9, "US": 1}, "display_priority": 1, "logo_path": "/a.jpg", "provider_name": "Alpha",
               "provider_id": 8},
              {"display_priorities": {"DE": 2}, "display_priority": 30, "logo_path": null, "provider_name": "Beta", "provider_id": 9},
              {"display_priority": 5, "provider_name": "Gamma", "provider_id": 10},
              {"provider_name": "no id"}]}
            """)
        let client = TMDbClient(
            transport: transport, credential: nil, language: "de-DE", retry: RecordedSleeps().policy)
        let services = try await client.streamingServices()
        XCTAssertEqual(services.map(\.name), ["Beta", "Gamma", "Alpha"], "DE's order, else the global one")
        XCTAssertEqual(services.last?.logo?.url(size: .width(92)), "https://image.tmdb.org/t/p/w92/a.jpg")
        XCTAssertEqual(transport.requests.first?.path, "/watch/providers/movie")
        XCTAssertTrue(transport.requests.first?.query.contains(QueryItem("watch_region", "DE")) ?? false)
        let demo = try await TMDbClient.demo(directory: DemoCatalogLocation.directory).streamingServices()
        XCTAssertEqual(demo.count, 8)
        XCTAssertEqual(demo.first?.name, "Streamwell")
    }

    func testSeasonsAppendedToTheSeriesInOneRequest() async throws {
        let server = try TestServer(script: "Tests/Support/fake_tmdb.py")
        defer { server.stop() }
        let endpoint = try TMDbEndpoint(baseURL: "\(server.baseURL)/3")
        let client = TMDbClient(
            transport: HTTPTMDbTransport(
                baseURL: endpoint.baseURL,
                client: HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: endpoint.urlPolicy))),
            credential: .token("t"), retry: RecordedSleeps().policy)
        let resources = [1, 2, 0, 7].map { TVSeasonResource($0, inSeries: 200) }
        let fetched = try await TVSeasonResource.fetch(all: resources, from: client)
        let seasons = resources.compactMap { fetched[$0] }
        XCTAssertEqual(seasons.map(\.seasonNumber), [1, 2, 0], "season 7 does not exist: left out")
        XCTAssertEqual(seasons.first?.episodes.map(\.episodeNumber), [1, 2, 3])
        let log = try JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any]
        let requests = try XCTUnwrap(log?["requests"] as? [[String: Any]])
        XCTAssertEqual(requests.map { $0["path"] as? String }, ["/3/tv/200"], "one request")
        XCTAssertEqual(
            (requests.first?["query"] as? [String: String])?["append_to_response"],
            "season/1,season/2,season/0,season/7")
    }
}
