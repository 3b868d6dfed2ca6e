import Catalog
import Features
import Synchronization
import TMDb
import XCTest

/// The statistics page's route (`stats`, `stats?year=Y`) and its load: the library's plays with the titles'
/// details read through the catalog, a title that cannot be read named as missing.
final class StatisticsFeatureTests: XCTestCase {
    private let nextYear = Calendar(identifier: .gregorian).component(.year, from: Date()) + 1

    func testTheRouteTakesAYearFrom1900ToNextYear() throws {
        XCTAssertEqual(try Route(parsing: "stats"), .statistics())
        XCTAssertEqual(try Route(parsing: "stats?year=2017"), .statistics(year: 2017))
        XCTAssertEqual(Route.statistics(year: 2017).description, "stats?year=2017")
        XCTAssertEqual(Route.statistics().description, "stats")
        XCTAssertEqual(StatisticsFeature.period(of: .statistics(year: 1900)), .year(1900))
        XCTAssertEqual(StatisticsFeature.period(of: .statistics()), .allTime)
        XCTAssertEqual(try Route(parsing: "stats?year=\(nextYear)"), .statistics(year: nextYear))
        XCTAssertTrue(RouteTable.popcorn.row(for: .statistics()) == StatisticsFeature.self)
        XCTAssertTrue(Route.statistics(year: 2017).readsLibrary)
        XCTAssertNil(TrackableRoute(Route.statistics()))
    }

    func testABadYearIsAClearError() {
        for query in [
            "year=1899", "year=\(nextYear + 1)", "year=abc", "year=", "year=+201", "year=2017&page=2",
            "page=2", "year=02017",
        ] {
            XCTAssertThrowsError(try Route(parsing: "stats?\(query)"), query) { error in
                let expected = RouteError.invalidParameter(
                    name: "year", value: query,
                    expected: "a year from 1900 to \(nextYear)")
                XCTAssertEqual(error as? RouteError, expected, query)
                XCTAssertEqual(
                    (error as? RouteError)?.description,
                    "Invalid “\(query)”: year takes a year from 1900 to \(nextYear).")
            }
        }
        XCTAssertThrowsError(try Route(parsing: "stats/2017"))
    }

    func testLoadsTheWatchedTitlesDetailsThroughTheCatalogAndNamesTheMissingOnes() async throws {
        let catalog = FakeCatalog()
        catalog.answer(MovieResource(id: 1), with: Fetched(Fixtures.movie(1)))
        catalog.fail(MovieResource(id: 2), with: .offline)
        let seasons = [TVSeasonSummary(id: 101, seasonNumber: 1, name: "Season 1", episodeCount: 2)]
        catalog.answer(TVSeriesResource(id: 5), with: Fetched(Fixtures.series(5, seasons: seasons), isStale: true))
        catalog.answer(TVSeasonResource(1, inSeries: 5), with: Fetched(Fixtures.season(1, series: 5)))
        let day = Double(CalendarDate(year: 2017, month: 3, day: 1).dayNumber) * 86_400
        let tracking = FakeTracking(plays: [
            Play(id: 1, title: .movie(id: 1), watchedAt: day),
            Play(id: 2, title: .movie(id: 1), watchedAt: day + 86_400),
            Play(id: 3, title: .movie(id: 2), watchedAt: day),
            Play(id: 4, title: .episode(EpisodeKey(seriesID: 5, season: 1, episode: 1)), watchedAt: day + 2 * 86_400),
            Play(id: 5, title: .episode(EpisodeKey(seriesID: 5, season: 1, episode: 2)), watchedAt: day + 2 * 86_400),
            Play(id: 6, title: .movie(id: 3), watchedAt: day - 400 * 86_400),
        ])
        let dependencies = AppDependencies.fakes(catalog: catalog, tracking: tracking)

        let fetched = try await StatisticsFeature.load(.statistics(year: 2017), from: dependencies)

        let statistics = fetched.value
        XCTAssertTrue(fetched.isStale, "the series came from an expired cache entry")
        XCTAssertEqual(catalog.calls(MovieResource.self).map(\.id).sorted(), [1, 2], "movie 3 was watched in 2015")
        XCTAssertEqual(catalog.calls(TVSeasonResource.self).count, 1)
        XCTAssertEqual(statistics.minutesWatched, 125 + 125 + 47 + 47, "movie 2 has no details")
        XCTAssertEqual(statistics.missingDetails, [.movie(id: 2)])
        XCTAssertEqual(statistics.seriesCompleted, 1, "both aired episodes of series 5 watched")
        XCTAssertEqual(statistics.longestStreakDays, 3)
        XCTAssertEqual(statistics.genres.map(\.genre.name), ["Drama", "Crime"])
        XCTAssertEqual(statistics.genres.map(\.titles), [2, 1])
        XCTAssertEqual(StatisticsFeature.title(of: statistics), "Statistics 2017")
        XCTAssertFalse(StatisticsFeature.isEmpty(statistics))

        let members = StatisticsFeature.dumpMembers(statistics, own: StatisticsFeature.Own())
        XCTAssertEqual(
            members.map(\.0),
            [
                "year", "minutesWatched", "moviesWatched", "moviePlays", "episodesWatched",
                "episodePlays", "seriesCompleted", "days", "months", "genres", "people",
                "ratings", "longestStreakDays", "missingDetails",
            ])
        XCTAssertEqual(
            DumpJSON.object(members.filter { $0.0 == "missingDetails" }).text, #"{"missingDetails": ["movie/2"]}"#)
    }

    func testTheDetailsLoaderReadsFourTitlesAtOnceAndReportsProgress() async {
        let catalog = FakeCatalog()
        for id in 1...6 {
            catalog.answer(MovieResource(id: id), with: Fetched(Fixtures.movie(id)))
            catalog.hold(MovieResource(id: id))
        }
        let loader = StatisticsDetailsLoader(catalog: catalog, today: CalendarDate(year: 2020, month: 1, day: 1))
        let progress = ProgressLog()
        let loading = Task { await loader.details(of: (1...6).map { .movie(id: $0) }, progress: progress.append) }
        await catalog.stub(MovieResource.self).waitForCalls(4)
        try? await Task.sleep(nanoseconds: 50_000_000)
        XCTAssertEqual(catalog.calls(MovieResource.self).count, 4, "4 at a time")
        for id in 1...6 { catalog.release(MovieResource(id: id)) }
        let details = await loading.value
        XCTAssertEqual(details.value.movies.keys.sorted(), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(progress.entries.map(\.done).sorted(), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(Set(progress.entries.map(\.total)), [6])
    }
}

/// The progress a loader reported.
private final class ProgressLog: Sendable {
    private let log = Mutex<[(done: Int, total: Int)]>([])

    var entries: [(done: Int, total: Int)] { log.withLock { $0 } }

    @Sendable func append(_ done: Int, _ total: Int) { log.withLock { $0.append((done, total)) } }
}
