import Foundation
import XCTest

/// `popcorn dump` over the bundled demo catalog (no credential, or `--demo`).
final class DumpDemoTests: XCTestCase {
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
    }

    /// Issue 17's "done when" over the demo catalog.
    func testWhereToWatchCertificationTrailersAndCredits() throws {
        let movie = try popcorn.run("dump", "movie/1")
        XCTAssertEqual(movie.status, 0, movie.stderr)
        let json = try movie.json()
        let providers = try XCTUnwrap(json["watchProviders"] as? [String: Any])
        XCTAssertEqual(Set(providers.keys), ["region", "link", "flatrate", "free", "ads", "rent", "buy"])
        XCTAssertEqual(providers["region"] as? String, "US")
        let streaming = try XCTUnwrap(providers["flatrate"] as? [[String: Any]])
        XCTAssertFalse(streaming.isEmpty, "a demo movie with a provider")
        XCTAssertEqual(Set(streaming[0].keys), ["id", "name", "logoURL"])
        XCTAssertEqual(json["certification"] as? String, "PG-13")
        let trailers = try XCTUnwrap(json["trailers"] as? [[String: Any]])
        XCTAssertEqual(trailers.first?["site"] as? String, "YouTube")
        XCTAssertEqual(
            trailers.first?["url"] as? String,
            "https://www.youtube.com/watch?v=" + (trailers.first?["key"] as? String ?? ""))

        popcorn.environment["LC_ALL"] = "de_DE.UTF-8"
        let german = try popcorn.run("dump", "movie/1").json()
        XCTAssertEqual((german["watchProviders"] as? [String: Any])?["region"] as? String, "DE")
        XCTAssertEqual(german["certification"] as? String, "12")
        popcorn.environment["LC_ALL"] = nil

        let empty = try popcorn.run("dump", "movie/24").json()
        let none = try XCTUnwrap(empty["watchProviders"] as? [String: Any])
        XCTAssertEqual(
            ["flatrate", "free", "ads", "rent", "buy"].compactMap { (none[$0] as? [Any])?.count }, [0, 0, 0, 0, 0])
        XCTAssertTrue(none["link"] is NSNull)

        for route in ["movie/1/credits", "tv/1/credits"] {
            let credits = try popcorn.run("dump", route)
            XCTAssertEqual(credits.status, 0, credits.stderr)
            let cast = try XCTUnwrap(try credits.json()["cast"] as? [[String: Any]], route)
            XCTAssertFalse(cast.isEmpty, route)
            for member in cast {
                XCTAssertNotNil(member["id"] as? Int, route)
                XCTAssertNotNil(member["name"] as? String, route)
                XCTAssertNotNil(member["character"] as? String, route)
            }
            XCTAssertFalse((try credits.json()["crew"] as? [[String: Any]] ?? []).isEmpty, route)
        }
        let series = try popcorn.run("dump", "tv/1/credits").json()
        let regular = try XCTUnwrap((series["cast"] as? [[String: Any]])?.first { ($0["episodeCount"] as? Int) != nil })
        XCTAssertEqual(regular["episodeCount"] as? Int, 23)

        let episode = try popcorn.run("dump", "tv/1/season/1/episode/1").json()
        let guests = try XCTUnwrap(episode["guestStars"] as? [[String: Any]])
        XCTAssertFalse(guests.isEmpty)
        XCTAssertEqual(Set(guests[0].keys), ["id", "name", "character"])
        let crew = try XCTUnwrap(episode["crew"] as? [[String: Any]])
        XCTAssertEqual(Set(crew.compactMap { $0["job"] as? String }), ["Director", "Writer"])
        XCTAssertEqual(Set(crew[0].keys), ["id", "name", "job", "department"])
    }

    func testDiscoverAndSeeAllPages() throws {
        let drama = try popcorn.run("dump", "discover/movie?with_genres=18&sort_by=popularity.desc&page=1")
        XCTAssertEqual(drama.status, 0, drama.stderr)
        let json = try drama.json()
        XCTAssertEqual(json["route"] as? String, "discover/movie?with_genres=18&sort_by=popularity.desc&page=1")
        XCTAssertEqual(json["page"] as? Int, 1)
        XCTAssertEqual(json["totalPages"] as? Int, 1)
        let results = try XCTUnwrap(json["results"] as? [[String: Any]])
        XCTAssertEqual(json["totalResults"] as? Int, results.count)
        XCTAssertFalse(results.isEmpty)
        XCTAssertEqual(Set(results[0].keys), ["kind", "id", "title", "year"])

        let first = try popcorn.run("dump", "explore/trendingMovies").json()
        let second = try popcorn.run("dump", "explore/trendingMovies?page=2").json()
        XCTAssertEqual(second["page"] as? Int, 2)
        XCTAssertEqual(second["totalPages"] as? Int, 2)
        let firstIDs = Set(((first["results"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int })
        let secondIDs = Set(((second["results"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int })
        XCTAssertEqual(firstIDs.count, 20)
        XCTAssertFalse(secondIDs.isEmpty)
        XCTAssertTrue(firstIDs.isDisjoint(with: secondIDs), "page 2 shares no item with page 1")

        let filtered = try popcorn.run("dump", "discover/tv?first_air_date_year=2016&vote_average.gte=5").json()
        let series = try XCTUnwrap(filtered["results"] as? [[String: Any]])
        XCTAssertEqual(series.compactMap { $0["year"] as? Int }, Array(repeating: 2016, count: series.count))
        XCTAssertFalse(series.isEmpty)

        for (route, named) in [
            ("discover/movie?no_such_filter=1", "no_such_filter"),
            ("discover/movie?vote_average.gte=11", "vote_average.gte"),
            ("discover/tv?primary_release_year=2019", "primary_release_year"),
            ("explore/trending?page=2", "trending"),
        ] {
            let refused = try popcorn.run("dump", route)
            XCTAssertEqual(refused.status, 2, route)
            XCTAssertTrue(refused.stderr.contains(named), "\(route): \(refused.stderr)")
            XCTAssertTrue(refused.stdout.isEmpty, route)
        }
    }

    func testEpisodeWithoutStill() throws {
        let result = try popcorn.run("dump", "tv/2/season/1/episode/3")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.json()
        XCTAssertEqual(json["route"] as? String, "tv/2/season/1/episode/3")
        XCTAssertEqual(json["status"] as? String, "ready")
        XCTAssertEqual(json["episodeNumber"] as? Int, 3)
        XCTAssertEqual(json["seasonNumber"] as? Int, 1)
        XCTAssertFalse((json["name"] as? String ?? "").isEmpty)
        XCTAssertTrue(json["stillURL"] is NSNull, "no still: \(json)")
        XCTAssertNotNil(json["airDate"] as? String)
    }

    func testEpisodeWithoutOverviewAndOptionAfterTheRoute() throws {
        let result = try popcorn.run("dump", "tv/3/season/2/episode/5", "--demo")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.json()
        XCTAssertTrue(json["overview"] is NSNull, "\(json)")
        let still = try XCTUnwrap(json["stillURL"] as? String)
        XCTAssertTrue(still.hasPrefix("file://") && still.contains("/original/"), still)
        XCTAssertTrue(FileManager.default.fileExists(atPath: try XCTUnwrap(URL(string: still)).path), still)
    }

    func testEpisodeWithoutAirDateAndOptionBeforeTheSubcommand() throws {
        let result = try popcorn.run("--demo", "dump", "tv/1/season/3/episode/8")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.json()
        XCTAssertTrue(json["airDate"] is NSNull, "\(json)")
    }

    func testSeason() throws {
        let json = try popcorn.run("dump", "tv/1/season/1").json()
        XCTAssertEqual(json["status"] as? String, "ready")
        XCTAssertFalse((json["name"] as? String ?? "").isEmpty)
        let episodes = try XCTUnwrap(json["episodes"] as? [[String: Any]])
        XCTAssertGreaterThanOrEqual(episodes.count, 6)
        XCTAssertEqual(episodes.compactMap { $0["episodeNumber"] as? Int }, Array(1...episodes.count))
        for key in ["name", "overview", "stillURL"] { XCTAssertNotNil(episodes[0][key], key) }
    }

    func testMovieSeriesAndPersonLinkUp() throws {
        let movie = try popcorn.run("dump", "movie/1").json()
        XCTAssertEqual(movie["status"] as? String, "ready")
        for key in ["title", "releaseDate", "overview", "posterURL", "backdropURL", "genres", "runtime", "cast"] {
            XCTAssertNotNil(movie[key], key)
        }
        let cast = try XCTUnwrap(movie["cast"] as? [[String: Any]])
        let first = try XCTUnwrap(cast.first)
        XCTAssertNotNil(first["character"])
        let personID = try XCTUnwrap(first["id"] as? Int)
        let person = try popcorn.run("dump", "person/\(personID)").json()
        XCTAssertEqual(person["name"] as? String, first["name"] as? String)
        let knownFor = try XCTUnwrap(person["knownFor"] as? [[String: Any]])
        XCTAssertTrue(knownFor.contains { $0["route"] as? String == "movie/1" }, "credits link back: \(knownFor)")
        let series = try popcorn.run("dump", "tv/1").json()
        XCTAssertEqual(series["status"] as? String, "ready")
        XCTAssertGreaterThanOrEqual((series["seasons"] as? [Any])?.count ?? 0, 2)
    }

    func testExploreHasSixSections() throws {
        let result = try popcorn.run("dump", "explore")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.json()
        XCTAssertEqual(json["status"] as? String, "ready")
        let sections = try XCTUnwrap(json["sections"] as? [[String: Any]])
        XCTAssertEqual(
            sections.compactMap { $0["id"] as? String },
            [
                "trendingMovies", "popularMovies", "discoverMovies", "trendingTVSeries", "popularTVSeries",
                "trendingPeople",
            ])
        for section in sections {
            XCTAssertEqual(section["status"] as? String, "ready")
            XCTAssertFalse((section["title"] as? String ?? "").isEmpty)
            let items = try XCTUnwrap(section["items"] as? [[String: Any]])
            XCTAssertFalse(items.isEmpty)
            XCTAssertNotNil(items[0]["kind"] as? String)
            XCTAssertNotNil(items[0]["id"] as? Int)
            XCTAssertNotNil(items[0]["title"] as? String)
        }
    }

    func testSearchMatchesAndEmptyResults() throws {
        let movie = try popcorn.run("dump", "movie/2").json()
        let title = try XCTUnwrap(movie["title"] as? String)
        let word = try XCTUnwrap(title.split(separator: " ").max { $0.count < $1.count }).lowercased()
        let query = word.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? word
        let result = try popcorn.run("dump", "search?q=\(query)")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try result.json()
        XCTAssertEqual(json["status"] as? String, "ready")
        let results = try XCTUnwrap(json["results"] as? [[String: Any]])
        XCTAssertTrue(results.contains { $0["kind"] as? String == "movie" && $0["id"] as? Int == 2 }, "\(results)")
        for item in results { XCTAssertNotNil(item["year"]) }
        let none = try popcorn.run("dump", "search?q=qqqxzzy")
        XCTAssertEqual(none.status, 0)
        XCTAssertEqual(try none.json()["status"] as? String, "empty")
        XCTAssertEqual((try none.json()["results"] as? [Any])?.count, 0)
    }

    func testWatchlistThroughTheCommandLine() throws {
        let empty = try popcorn.run("dump", "watchlist")
        XCTAssertEqual(empty.status, 0)
        XCTAssertEqual(try empty.json()["status"] as? String, "empty")
        XCTAssertEqual(try popcorn.run("watchlist", "add", "movie/1").status, 0)
        XCTAssertEqual(try popcorn.run("watchlist", "add", "tv/2").status, 0)
        XCTAssertEqual(try popcorn.run("watchlist", "add", "movie/1").status, 0, "adding again is fine")
        XCTAssertEqual(try popcorn.run("watchlist", "list").lines, ["tv/2", "movie/1"])
        XCTAssertEqual(try popcorn.run("watchlist", "list", "tv/2").status, 0)
        XCTAssertEqual(try popcorn.run("watchlist", "list", "tv/3").status, 1)
        let json = try popcorn.run("dump", "watchlist").json()
        XCTAssertEqual(json["status"] as? String, "ready")
        let items = try XCTUnwrap(json["items"] as? [[String: Any]])
        XCTAssertEqual(items.compactMap { $0["kind"] as? String }, ["tvSeries", "movie"])
        XCTAssertEqual(items.compactMap { $0["id"] as? Int }, [2, 1])
        for item in items {
            XCTAssertFalse((item["title"] as? String ?? "").isEmpty)
            XCTAssertNotNil(item["addedAt"] as? String)
        }
        let movie = try popcorn.run("dump", "movie/1").json()
        XCTAssertEqual(movie["isOnWatchlist"] as? Bool, true)
        XCTAssertEqual(try popcorn.run("watchlist", "remove", "tv/2").status, 0)
        XCTAssertEqual(try popcorn.run("watchlist", "list").lines, ["movie/1"])
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: popcorn.home + "/data/io.github.popcorn.Popcorn/library-demo.sqlite"))
    }

    func testNotFoundIsAnErrorWithExitStatusOne() throws {
        let result = try popcorn.run("dump", "movie/999999")
        XCTAssertEqual(result.status, 1)
        let json = try result.json()
        XCTAssertEqual(json["status"] as? String, "error")
        let error = try XCTUnwrap(json["error"] as? [String: Any])
        XCTAssertEqual(error["kind"] as? String, "notFound")
        XCTAssertFalse((error["message"] as? String ?? "").isEmpty)
    }

    func testBadInputExitsTwo() throws {
        for arguments in [
            ["dump"], ["dump", "movie/abc"], ["dump", "film/1"], ["dump", "--bogus", "movie/1"],
            ["dump", "movie/1", "movie/2"], ["dump", "tv/1/season/1/episode/1/extra"],
            ["watchlist", "add"], ["watchlist", "add", "person/1"],
            ["watchlist", "frobnicate", "movie/1"],
        ] {
            let result = try popcorn.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stdout) \(result.stderr)")
            XCTAssertFalse(result.stderr.isEmpty, "\(arguments) explains the problem")
        }
    }
}
