import Catalog
import XCTest

@testable import TMDb

final class DecodingTests: XCTestCase {
    private func client(_ body: String) -> (TMDbClient, ScriptedTransport) {
        let transport = ScriptedTransport.json(body)
        return (TMDbClient(transport: transport, credential: .token("t"), retry: RecordedSleeps().policy), transport)
    }

    func testMovieDetailsToleratesEmptyDatesNullsMissingOptionalsAndUnknownKeys() async throws {
        let (client, transport) = client(
            """
            {"id": 42, "title": "The Lantern Keeper", "tagline": "", "overview": "A keeper.",
             "release_date": "", "runtime": null, "genres": null, "poster_path": "/p.jpg", "backdrop_path": null,
             "video": false, "belongs_to_collection": {"id": 1}, "unknown_new_key": [1, 2, 3],
             "credits": {"cast": [
                {"id": 2, "name": "Second", "character": "", "order": 1, "profile_path": null},
                {"id": 1, "name": "First", "character": "Keeper", "order": 0, "profile_path": "/f.jpg"},
                {"name": "No id, skipped", "order": 2}]},
             "recommendations": {"page": 1, "results": [{"id": 7, "title": "Other", "release_date": "2001-02-03"},
                {"title": "broken"}]}}
            """)
        let movie = try await client.fetch(MovieResource(id: 42))
        XCTAssertEqual(movie.title, "The Lantern Keeper")
        XCTAssertNil(movie.tagline)
        XCTAssertNil(movie.releaseDate)
        XCTAssertNil(movie.runtime)
        XCTAssertEqual(movie.genres, [])
        XCTAssertEqual(movie.poster?.full, "https://image.tmdb.org/t/p/original/p.jpg")
        XCTAssertNil(movie.backdrop)
        XCTAssertEqual(movie.cast.map(\.name), ["First", "Second"])
        XCTAssertEqual(movie.cast.map(\.character), ["Keeper", nil])
        XCTAssertEqual(movie.recommendations.map(\.id), [7])
        XCTAssertEqual(movie.recommendations.first?.releaseDate, CalendarDate(year: 2001, month: 2, day: 3))
        XCTAssertEqual(transport.requests.first?.path, "/movie/42")
        XCTAssertTrue(
            transport.requests.first?.query.contains(
                QueryItem("append_to_response", "credits,recommendations,release_dates,videos,watch/providers"))
                ?? false)
    }

    func testDetailsScoreNeedsAnAverageInRangeAndACount() async throws {
        let cases: [(String, VoteScore?)] = [
            (#""vote_average": 7.8, "vote_count": 12345"#, VoteScore(average: 7.8, count: 12345)),
            (#""vote_average": "6.5", "vote_count": 0"#, VoteScore(average: 6.5, count: 0)),
            (#""vote_average": 7.8"#, nil),
            (#""vote_count": 10"#, nil),
            (#""vote_average": 10.5, "vote_count": 10"#, nil),
            (#""vote_average": -1, "vote_count": 10"#, nil),
            (#""vote_average": 7, "vote_count": -3"#, nil),
            (#""vote_average": null, "vote_count": 10"#, nil),
        ]
        for (members, expected) in cases {
            let (movies, _) = client(#"{"id": 1, "title": "A", "# + members + "}")
            let movie = try await movies.fetch(MovieResource(id: 1))
            XCTAssertEqual(movie.score, expected, members)
            let (series, _) = client(#"{"id": 2, "name": "B", "# + members + "}")
            let show = try await series.fetch(TVSeriesResource(id: 2))
            XCTAssertEqual(show.score, expected, members)
        }
    }

    func testEpisodeWithEmptyAirDateNoStillAndEmptyOverview() async throws {
        let (client, transport) = client(
            """
            {"id": 9, "name": "Pilot", "overview": "", "air_date": "", "episode_number": 1, "season_number": 2,
             "still_path": null, "runtime": 0, "crew": null, "guest_stars": []}
            """)
        let episode = try await client.fetch(TVEpisodeResource(1, inSeason: 2, inSeries: 500))
        XCTAssertEqual(episode.tvSeriesID, 500)
        XCTAssertEqual(episode.seasonNumber, 2)
        XCTAssertEqual(episode.episodeNumber, 1)
        XCTAssertNil(episode.overview)
        XCTAssertNil(episode.airDate)
        XCTAssertNil(episode.still)
        XCTAssertNil(episode.runtime)
        XCTAssertEqual(transport.requests.first?.path, "/tv/500/season/2/episode/1")
    }

    func testSeasonEpisodesAreSortedAndKeepSeriesID() async throws {
        let (client, _) = client(
            """
            {"_id": "abc", "id": 3, "name": "Season 1", "overview": "First.", "season_number": 1, "air_date": "2020-05-01",
             "episodes": [{"id": 12, "name": "Two", "episode_number": 2, "still_path": "/s2.jpg"},
                          {"id": 11, "name": "One", "episode_number": 1, "air_date": "2020-05-01"}]}
            """)
        let season = try await client.fetch(TVSeasonResource(1, inSeries: 77))
        XCTAssertEqual(season.episodes.map(\.episodeNumber), [1, 2])
        XCTAssertEqual(season.episodes.map(\.tvSeriesID), [77, 77])
        XCTAssertEqual(season.episodes[1].still?.card, "https://image.tmdb.org/t/p/w185/s2.jpg")
        XCTAssertEqual(season.overview, "First.")
    }

    func testMultiSearchKeepsKnownKindsAndSkipsOthers() async throws {
        let (client, transport) = client(
            """
            {"page": 2, "total_pages": 3, "total_results": 45, "results": [
              {"media_type": "movie", "id": 1, "title": "A", "release_date": "1999-01-01"},
              {"media_type": "tv", "id": 2, "name": "B", "first_air_date": ""},
              {"media_type": "person", "id": 3, "name": "C", "known_for": null},
              {"media_type": "collection", "id": 4, "name": "D"}]}
            """)
        let page = try await client.search(query: "  a b ", page: 2)
        XCTAssertEqual(page.results.map(\.id), ["movie-1", "tvSeries-2", "person-3"])
        XCTAssertEqual(page.results.map(\.year), [1999, nil, nil])
        XCTAssertEqual(page.page, 2)
        XCTAssertTrue(page.hasMore)
        let request = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(request.path, "/search/multi")
        XCTAssertTrue(request.query.contains(QueryItem("query", "a b")))
        XCTAssertTrue(request.pathAndQuery.contains("query=a%20b"))
    }

    func testBlankSearchMakesNoRequest() async throws {
        let (client, transport) = client("{}")
        let page = try await client.search(query: "   ", page: 1)
        XCTAssertEqual(page.results, [])
        XCTAssertEqual(transport.requests.count, 0)
    }

    func testPersonCombinedCreditsOfBothKinds() async throws {
        let (client, _) = client(
            """
            {"id": 5, "name": "Ada", "biography": "", "birthday": null, "profile_path": "/a.jpg",
             "combined_credits": {"cast": [{"id": 1, "media_type": "movie", "title": "M", "character": "Hero",
                                           "release_date": "2010-10-10", "popularity": 3.5},
                                          {"id": 2, "media_type": "tv", "name": "S", "first_air_date": "2012-01-01"}],
                                  "crew": [{"id": 3, "media_type": "movie", "title": "N", "job": "Director"}]}}
            """)
        let person = try await client.fetch(PersonResource(id: 5))
        XCTAssertNil(person.biography)
        XCTAssertEqual(person.profile?.kind, .profile)
        XCTAssertEqual(person.credits.map(\.kind), [.movie, .tvSeries, .movie])
        XCTAssertEqual(person.credits.map(\.role), ["Hero", nil, "Director"])
        XCTAssertEqual(person.credits[1].title, "S")
    }

    func testExploreSectionsUseTheirEndpoints() async throws {
        let expected: [(ExploreSectionID, String)] = [
            (.trendingMovies, "/trending/movie/day"), (.popularMovies, "/movie/popular"),
            (.discoverMovies, "/discover/movie"), (.trendingTVSeries, "/trending/tv/day"),
            (.popularTVSeries, "/tv/popular"), (.trendingPeople, "/trending/person/day"),
        ]
        for (section, path) in expected {
            let (client, transport) = client(#"{"page": 1, "results": [{"id": 1, "title": "x", "name": "x"}]}"#)
            let page = try await client.fetch(ExploreSectionResource(section, page: 900))
            XCTAssertEqual(transport.requests.first?.path, path)
            XCTAssertTrue(transport.requests.first?.query.contains(QueryItem("page", "500")) ?? false)
            XCTAssertEqual(page.results.count, 1)
            XCTAssertEqual(
                page.results.first?.kind,
                section == .trendingPeople
                    ? .person
                    : [.trendingTVSeries, .popularTVSeries].contains(section) ? .tvSeries : .movie)
        }
    }

    func testConfigurationSizesAndGenres() async throws {
        let (client, _) = client(
            """
            {"images": {"secure_base_url": "https://img.example/t/p/", "poster_sizes": ["w92", "w500", "original", "bogus"],
                        "profile_sizes": ["w45", "h632"]}, "change_keys": []}
            """)
        let config = try await client.imageConfiguration()
        XCTAssertEqual(config.baseURL, "https://img.example/t/p/")
        XCTAssertEqual(config.sizes[.poster], [.width(92), .width(500), .original])
        XCTAssertEqual(config.sizes[.profile], [.width(45), .height(632)])
        XCTAssertNil(config.sizes[.still])
        let (genreClient, transport) = self.client(#"{"genres": [{"id": 18, "name": "Drama"}, {"name": "x"}]}"#)
        let genres = try await genreClient.genres(for: .tvSeries)
        XCTAssertEqual(genres, [Genre(id: 18, name: "Drama")])
        XCTAssertEqual(transport.requests.first?.path, "/genre/tv/list")
    }
}
