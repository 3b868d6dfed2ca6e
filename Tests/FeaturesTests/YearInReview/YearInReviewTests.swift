import Catalog
import Features
import Foundation
import TMDb
import XCTest

/// The Year in Review's computation (``YearInReview``), display, dump and route, on a hand-counted library.
///
/// The 2017 library (UTC days; no runtimes, so no minutes):
/// - 1–3 March: series 11 "alpha" episodes 1–3 (one a day); 3 March: movie 1 "Up" (rated 9); 4 March: movie 2
///   "Heat" (rated 9) — March: 5 plays.
/// - 10 June: series 12 "Gamma" episodes 1–4 and episode 1 again — June: 5 plays.
/// - 1 July: series 10 "Beta" episodes 1–3; 2 July: series 14 "Epsilon" episodes 1–2 — July: 5 plays.
/// - 20 August: series 13 "Delta" and series 15 "Zeta" one episode each, movie 3 "Alien" (rated 7), movie 4
///   "Brazil" (unrated), movie 6 (rated 8, its details unreadable) — August: 5 plays.
/// - 2016: series 16 (4 episodes) and movie 5 "Casablanca" (rated 10): not in 2017.
final class YearInReviewTests: XCTestCase {
    private static func day(_ year: Int, _ month: Int, _ day: Int) -> Double {
        Double(CalendarDate(year: year, month: month, day: day).dayNumber) * 86_400 + 3_600
    }

    private static func episode(_ series: Int, _ number: Int) -> TrackedTitle {
        .episode(EpisodeKey(seriesID: series, season: 1, episode: number))
    }

    private static let plays: [Play] = {
        var titles: [(TrackedTitle, Double)] = []
        titles += (1...3).map { (episode(11, $0), day(2017, 3, $0)) }
        titles += [(.movie(id: 1), day(2017, 3, 3)), (.movie(id: 2), day(2017, 3, 4))]
        titles += (1...4).map { (episode(12, $0), day(2017, 6, 10)) } + [(episode(12, 1), day(2017, 6, 10) + 60)]
        titles += (1...3).map { (episode(10, $0), day(2017, 7, 1)) }
        titles += (1...2).map { (episode(14, $0), day(2017, 7, 2)) }
        titles += [episode(13, 1), episode(15, 1), .movie(id: 3), .movie(id: 4), .movie(id: 6)]
            .map { ($0, day(2017, 8, 20)) }
        titles += (1...4).map { (episode(16, $0), day(2016, 5, 1)) } + [(.movie(id: 5), day(2016, 5, 2))]
        return titles.enumerated().map { Play(id: Int64($0.offset + 1), title: $0.element.0, watchedAt: $0.element.1) }
    }()

    private static let ratings: [TrackedTitle: Rating] = [
        .movie(id: 1): Rating(value: 9, ratedAt: 0), .movie(id: 2): Rating(value: 9, ratedAt: 0),
        .movie(id: 3): Rating(value: 7, ratedAt: 0), .movie(id: 5): Rating(value: 10, ratedAt: 0),
        .movie(id: 6): Rating(value: 8, ratedAt: 0), .series(id: 12): Rating(value: 10, ratedAt: 0),
    ]

    private static let names: [TrackedTitle: String] = [
        .series(id: 10): "Beta", .series(id: 11): "alpha", .series(id: 12): "Gamma", .series(id: 13): "Delta",
        .series(id: 14): "Epsilon", .series(id: 15): "Zeta", .series(id: 16): "Eta", .movie(id: 1): "Up",
        .movie(id: 2): "Heat", .movie(id: 3): "Alien", .movie(id: 4): "Brazil", .movie(id: 5): "Casablanca",
    ]

    /// Every named title with a poster, but "Delta" without one.
    private static let titles: [TrackedTitle: YearInReviewTitle] = names.reduce(into: [:]) { titles, entry in
        let poster = entry.key == .series(id: 13) ? nil : Fixtures.poster("/\(entry.value).jpg")
        titles[entry.key] = YearInReviewTitle(name: entry.value, poster: poster)
    }

    private func review(year: Int = 2017, plays: [Play] = plays) -> YearInReview {
        let statistics = Statistics(
            plays: plays, ratings: Self.ratings, details: StatisticsDetails(), period: .year(year))
        return YearInReview(statistics: statistics, plays: plays, ratings: Self.ratings, titles: Self.titles)
    }

    func testTheFiveMostWatchedSeriesByEpisodePlaysThenByName() {
        let series = review().series
        XCTAssertEqual(series.map(\.name), ["Gamma", "alpha", "Beta", "Epsilon", "Delta"])
        XCTAssertEqual(series.map(\.episodePlays), [5, 3, 3, 2, 1], "Gamma's rewatched episode counts twice")
        XCTAssertEqual(series.map(\.id), [12, 11, 10, 14, 13], "Zeta ties Delta on 1 play and comes after it")
    }

    func testTheTopRatedMoviesWatchedThatYear() {
        let movies = review().movies
        XCTAssertEqual(movies.map(\.id), [2, 1, 6, 3], "Heat and Up tie on 9; Brazil is unrated, Casablanca 2016")
        XCTAssertEqual(movies.map(\.rating), [9, 9, 8, 7])
        XCTAssertEqual(movies.map(\.title), ["Heat", "Up", nil, "Alien"], "movie 6's details are unreadable")
    }

    func testTheBusiestMonthIsTheEarliestOfThoseTied() {
        XCTAssertEqual(review().busiestMonth?.text, "2017-03", "March, June, July and August have 5 plays each")
        let oneMore = Self.plays + [Play(id: 99, title: .movie(id: 3), watchedAt: Self.day(2017, 7, 9))]
        XCTAssertEqual(review(plays: oneMore).busiestMonth?.text, "2017-07")
        XCTAssertEqual(review(plays: oneMore).busiestMonth?.plays, 6)
    }

    func testTheHeadlineFigures() {
        let review = review()
        XCTAssertEqual(review.year, 2017)
        XCTAssertEqual(review.plays, 20)
        XCTAssertEqual(review.moviesWatched, 5)
        XCTAssertEqual(review.episodesWatched, 14, "Gamma's episode 1 once")
        XCTAssertEqual(review.daysWatched, 8, "1–4 March, 10 June, 1–2 July, 20 August")
        XCTAssertEqual(review.longestStreakDays, 4)
        XCTAssertEqual(review.minutesWatched, 0)
    }

    func testThePostersByPlaysThenName() {
        XCTAssertEqual(
            review().posters.map(\.name),
            ["Gamma", "alpha", "Beta", "Epsilon", "Alien", "Brazil", "Heat", "Up", "Zeta"],
            "Delta has no poster, movie 6 no details")
    }

    func testAnEmptyYear() {
        let empty = review(year: 2018)
        XCTAssertEqual(empty.plays, 0)
        XCTAssertNil(empty.busiestMonth)
        XCTAssertEqual(empty.series, [])
        XCTAssertEqual(empty.movies, [])
        XCTAssertEqual(empty.posters, [])
        XCTAssertTrue(YearInReviewFeature.isEmpty(empty))
        XCTAssertEqual(YearInReviewDisplay(empty).emptyTitle, "No Plays in 2018")
        let members = YearInReviewFeature.dumpMembers(empty, own: YearInReviewFeature.Own())
        XCTAssertEqual(members.first { $0.0 == "busiestMonth" }?.1, .null)
    }

    func testTheDisplay() {
        let display = YearInReviewDisplay(review())
        XCTAssertEqual(display.yearTitle, "2017")
        XCTAssertEqual(display.figures.map(\.value), ["0 minutes", "5", "14", "8", "4 days"])
        XCTAssertEqual(
            display.figures.map(\.caption),
            ["Time Watched", "Movies Watched", "Episodes Watched", "Days with a Play", "Longest Streak"])
        XCTAssertEqual(display.seriesRows.first?.name, "Gamma")
        XCTAssertEqual(display.seriesRows.first?.value, "5 episodes")
        XCTAssertEqual(display.movieRows.map(\.name), ["Heat", "Up", "Movie 6", "Alien"])
        XCTAssertEqual(display.movieRows.first?.value, "9/10")
        XCTAssertEqual(display.busiestMonth, "March 2017")
        XCTAssertEqual(display.busiestMonthPlays, "5 plays")
        XCTAssertNil(display.emptyTitle)
    }

    func testTheRouteTakesAYearAndDefaultsToTheCurrentOne() throws {
        XCTAssertEqual(try Route(parsing: "stats/review?year=2017"), .yearInReview(year: 2017))
        XCTAssertEqual(try Route(parsing: "stats/review"), .yearInReview())
        XCTAssertEqual(Route.yearInReview(year: 2017).description, "stats/review?year=2017")
        XCTAssertEqual(try Route(parsing: "stats?year=2017"), .statistics(year: 2017))
        XCTAssertThrowsError(try Route(parsing: "stats/review?year=1899"))
        let today = CalendarDate(year: 2024, month: 6, day: 1)
        XCTAssertEqual(YearInReviewFeature.year(of: .yearInReview(), today: today), 2024)
        XCTAssertEqual(YearInReviewFeature.year(of: .yearInReview(year: 2017), today: today), 2017)
        XCTAssertTrue(RouteTable.popcorn.row(for: .yearInReview()) == YearInReviewFeature.self)
        XCTAssertTrue(Route.yearInReview().readsLibrary)
    }

    func testTheNameAndPosterDecodeFromACachedMovieOrSeries() throws {
        let movie = try JSONDecoder().decode(
            YearInReviewTitle.self, from: JSONEncoder().encode(Fixtures.movie(3, title: "Alien")))
        XCTAssertEqual(movie, YearInReviewTitle(name: "Alien", poster: Fixtures.poster("/m3.jpg")))
        let series = try JSONDecoder().decode(YearInReviewTitle.self, from: JSONEncoder().encode(Fixtures.series(4)))
        XCTAssertEqual(series, YearInReviewTitle(name: "Lighthouse Keepers", poster: Fixtures.poster("/t4.jpg")))
    }

    func testLoadsTheYearsStatisticsThenTheNamesFromTheCatalog() async throws {
        let catalog = FakeCatalog()
        catalog.answer(MovieResource(id: 1), with: Fetched(Fixtures.movie(1, title: "Up")))
        catalog.fail(MovieResource(id: 2), with: .offline)
        let seasons = [TVSeasonSummary(id: 101, seasonNumber: 1, name: "Season 1", episodeCount: 2)]
        catalog.answer(TVSeriesResource(id: 5), with: Fetched(Fixtures.series(5, seasons: seasons), isStale: true))
        catalog.answer(TVSeasonResource(1, inSeries: 5), with: Fetched(Fixtures.season(1, series: 5)))
        let tracking = FakeTracking(plays: [
            Play(id: 1, title: .movie(id: 1), watchedAt: Self.day(2017, 3, 1)),
            Play(id: 2, title: .movie(id: 2), watchedAt: Self.day(2017, 3, 2)),
            Play(id: 3, title: Self.episode(5, 1), watchedAt: Self.day(2017, 4, 1)),
            Play(id: 4, title: Self.episode(5, 2), watchedAt: Self.day(2017, 4, 1)),
        ])
        try await tracking.setRating(8, for: .movie(id: 1))
        try await tracking.setRating(9, for: .movie(id: 2))
        let dependencies = AppDependencies.fakes(catalog: catalog, tracking: tracking)

        let fetched = try await YearInReviewFeature.load(.yearInReview(year: 2017), from: dependencies)

        let review = fetched.value
        XCTAssertTrue(fetched.isStale, "the series came from an expired cache entry")
        XCTAssertEqual(review.series.map(\.name), ["Lighthouse Keepers"])
        XCTAssertEqual(review.series.map(\.episodePlays), [2])
        XCTAssertEqual(review.movies.map(\.id), [2, 1])
        XCTAssertEqual(review.movies.map(\.title), [nil, "Up"], "movie 2 cannot be read (offline)")
        XCTAssertEqual(review.movies.map(\.rating), [9, 8])
        XCTAssertEqual(review.missingDetails, [.movie(id: 2)])
        XCTAssertEqual(YearInReviewFeature.title(of: review), "Year in Review 2017")
        let members = YearInReviewFeature.dumpMembers(review, own: YearInReviewFeature.Own())
        XCTAssertEqual(
            members.map(\.0),
            [
                "year", "minutesWatched", "moviesWatched", "episodesWatched", "daysWatched", "longestStreakDays",
                "busiestMonth", "series", "movies", "posters",
            ])
        XCTAssertEqual(
            members.first { $0.0 == "busiestMonth" }?.1,
            .object([("month", .string("2017-03")), ("plays", .int(2))]), "March and April tie on 2 plays")
        XCTAssertEqual(
            members.first { $0.0 == "posters" }?.1,
            .array([.string(Fixtures.poster("/t5.jpg").card), .string(Fixtures.poster("/m1.jpg").card)]))
    }
}
