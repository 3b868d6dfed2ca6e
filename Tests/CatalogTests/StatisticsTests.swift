import Catalog
import XCTest

/// The statistics' counting: plays and minutes (rewatches included) against distinct titles, the episode
/// runtime fallback, streaks, the year filter, completed series, rankings, ratings and missing details.
final class StatisticsTests: XCTestCase {
    private let drama = Genre(id: 18, name: "Drama")
    private let comedy = Genre(id: 35, name: "Comedy")
    private let mystery = Genre(id: 9648, name: "Mystery")
    private var nextID: Int64 = 0

    /// A play of `title` at `hour` o'clock UTC on `date` ("2017-03-01").
    private func play(_ title: TrackedTitle, _ date: String, hour: Double = 0) -> Play {
        nextID += 1
        let day = CalendarDate(tmdb: date)!.dayNumber
        return Play(id: nextID, title: title, watchedAt: Double(day) * 86_400 + hour * 3_600)
    }

    private func episode(_ season: Int, _ number: Int, series: Int = 7) -> TrackedTitle {
        .episode(EpisodeKey(seriesID: series, season: season, episode: number))
    }

    private func person(_ id: Int, _ name: String, _ role: StatisticsPerson.Role = .cast) -> StatisticsPerson {
        StatisticsPerson(id: id, name: name, role: role)
    }

    /// Movie 1 (120 min, drama), movie 2 (90 min, comedy and drama); series 7 (mystery), whose S1E1 runs 50
    /// minutes, S1E2 and S1E3 45, S1E4 has no runtime (the median, 45, stands in); four aired episodes.
    private var details: StatisticsDetails {
        let episodes = [1, 2, 3, 4].map { EpisodeKey(seriesID: 7, season: 1, episode: $0) }
        return StatisticsDetails(
            movies: [
                1: .init(
                    runtime: 120, genres: [drama], people: [person(10, "Ann Lee"), person(30, "Ida Vale", .director)]),
                2: .init(
                    runtime: 90, genres: [comedy, drama], people: [person(10, "Ann Lee"), person(20, "Bo Reyes")]),
            ],
            series: [
                7: .init(
                    genres: [mystery], people: [person(20, "Bo Reyes")],
                    episodeRuntimes: [episodes[0]: 50, episodes[1]: 45, episodes[2]: 45], airedEpisodes: episodes)
            ])
    }

    func testRewatchesCountInPlaysAndMinutesButOnceInTitles() {
        let plays = [
            play(.movie(id: 1), "2017-03-01"), play(.movie(id: 1), "2017-05-01"), play(.movie(id: 2), "2017-05-01"),
            play(episode(1, 1), "2017-05-02"), play(episode(1, 1), "2017-05-03"),
        ]
        let statistics = Statistics(plays: plays, ratings: [:], details: details, period: .allTime)
        XCTAssertEqual(statistics.moviePlays, 3)
        XCTAssertEqual(statistics.moviesWatched, 2)
        XCTAssertEqual(statistics.episodePlays, 2)
        XCTAssertEqual(statistics.episodesWatched, 1)
        XCTAssertEqual(statistics.minutesWatched, 120 + 120 + 90 + 50 + 50)
        XCTAssertEqual(
            statistics.genres.map(\.genre.name), ["Drama", "Comedy", "Mystery"],
            "drama: two movies, the rewatch once; then by name")
        XCTAssertEqual(statistics.genres.map(\.titles), [2, 1, 1])
        XCTAssertEqual(
            statistics.people.map(\.person.name), ["Ann Lee", "Bo Reyes", "Ida Vale"],
            "cast by titles (a series once for its two plays), then by name; directors after")
        XCTAssertEqual(statistics.people.map(\.titles), [2, 2, 1])
    }

    func testAnEpisodeWithoutARuntimeCountsItsSeriesTypicalOne() {
        let plays = [
            play(episode(1, 4), "2017-01-01"), play(episode(1, 4), "2017-01-02"), play(episode(1, 2), "2017-01-03"),
        ]
        let statistics = Statistics(plays: plays, ratings: [:], details: details, period: .allTime)
        XCTAssertEqual(statistics.minutesWatched, 45 + 45 + 45, "the median of 50, 45, 45")
        XCTAssertEqual(statistics.months.map(\.minutes), [135])
    }

    func testTheStreakRunsAcrossMonthEnds() {
        let plays = [
            play(.movie(id: 1), "2017-01-30"), play(.movie(id: 2), "2017-01-31", hour: 23.5),
            play(.movie(id: 1), "2017-02-01"), play(.movie(id: 1), "2017-02-01", hour: 20),
            play(.movie(id: 2), "2017-02-02"),
            play(.movie(id: 1), "2017-02-04"), play(.movie(id: 1), "2017-02-05"),
        ]
        let statistics = Statistics(plays: plays, ratings: [:], details: details, period: .allTime)
        XCTAssertEqual(statistics.longestStreakDays, 4, "30 and 31 January, 1 and 2 February; the 3rd breaks it")
        XCTAssertEqual(
            statistics.days.map(\.date.description),
            ["2017-01-30", "2017-01-31", "2017-02-01", "2017-02-02", "2017-02-04", "2017-02-05"])
        XCTAssertEqual(statistics.days.map(\.plays), [1, 1, 2, 1, 1, 1])
        XCTAssertEqual(statistics.months.map(\.text), ["2017-01", "2017-02"])
        XCTAssertEqual(statistics.months.map(\.plays), [2, 5])
    }

    func testAYearCountsOnlyItsPlaysAndListsEveryMonth() {
        let plays = [
            play(.movie(id: 1), "2016-12-31", hour: 23.9), play(.movie(id: 2), "2017-01-01"),
            play(.movie(id: 2), "2017-12-31", hour: 23.9), play(.movie(id: 1), "2018-01-01"),
            play(episode(1, 1), "2018-06-01"),
        ]
        let statistics = Statistics(plays: plays, ratings: [:], details: details, period: .year(2017))
        XCTAssertEqual(statistics.moviePlays, 2)
        XCTAssertEqual(statistics.moviesWatched, 1)
        XCTAssertEqual(statistics.episodePlays, 0)
        XCTAssertEqual(statistics.minutesWatched, 180)
        XCTAssertEqual(statistics.months.count, 12)
        XCTAssertEqual(statistics.months.first?.text, "2017-01")
        XCTAssertEqual(statistics.months.map(\.plays), [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])
        XCTAssertEqual(statistics.genres.map(\.genre.name), ["Comedy", "Drama"], "only movie 2 was watched in 2017")
        XCTAssertEqual(statistics.longestStreakDays, 1)
        XCTAssertEqual(Statistics(plays: plays, ratings: [:], details: details, period: .allTime).moviePlays, 4)
    }

    func testASeriesIsCompletedInTheYearItsLastAiredEpisodeWasFirstWatched() {
        let plays = [
            play(episode(1, 1), "2016-05-01"), play(episode(1, 2), "2016-05-02"), play(episode(1, 3), "2016-05-03"),
            play(episode(0, 1), "2016-05-04"), play(episode(1, 4), "2017-02-01"), play(episode(1, 1), "2018-01-01"),
        ]
        let completedIn = { (year: Int) in
            Statistics(plays: plays, ratings: [:], details: self.details, period: .year(year)).seriesCompleted
        }
        XCTAssertEqual(
            [completedIn(2016), completedIn(2017), completedIn(2018)], [0, 1, 0],
            "completed by S1E4's first play in 2017; the rewatch in 2018 does not complete it again")
        XCTAssertEqual(
            Statistics(plays: Array(plays.prefix(4)), ratings: [:], details: details, period: .allTime)
                .seriesCompleted, 0, "an aired episode is not watched")
    }

    func testTitlesWithoutDetailsAreNamedAndCountNoMinutes() {
        var partial = details
        partial.movies[1] = nil
        partial.series[7] = nil
        partial.missing = [.movie(id: 1), .series(id: 7)]
        let plays = [
            play(.movie(id: 1), "2017-03-01"), play(.movie(id: 2), "2017-03-01"), play(episode(1, 1), "2017-03-02"),
        ]
        let statistics = Statistics(plays: plays, ratings: [:], details: partial, period: .year(2017))
        XCTAssertEqual(statistics.missingDetails, [.movie(id: 1), .series(id: 7)])
        XCTAssertEqual(statistics.minutesWatched, 90, "only movie 2's runtime is known")
        XCTAssertEqual(statistics.moviePlays + statistics.episodePlays, 3, "the plays still count")
        XCTAssertEqual(Statistics(plays: plays, ratings: [:], details: details, period: .year(2017)).missingDetails, [])
    }

    func testRatingsOfTheWatchedTitlesByValue() {
        let plays = [
            play(.movie(id: 1), "2017-03-01"), play(episode(1, 1), "2017-03-02"), play(.movie(id: 2), "2016-03-02"),
        ]
        let ratings: [TrackedTitle: Rating] = [
            .movie(id: 1): Rating(value: 8, ratedAt: 0), .series(id: 7): Rating(value: 8, ratedAt: 0),
            episode(1, 1): Rating(value: 3, ratedAt: 0), .movie(id: 2): Rating(value: 10, ratedAt: 0),
        ]
        let statistics = Statistics(plays: plays, ratings: ratings, details: details, period: .year(2017))
        XCTAssertEqual(statistics.ratings.map(\.value), Array(1...10))
        XCTAssertEqual(statistics.ratings.map(\.count), [0, 0, 1, 0, 0, 0, 0, 2, 0, 0], "movie 2 was watched in 2016")
    }

    func testRankingsTieBreakByNameIgnoringCaseAndAccentsAndKeepTheFirstOfEachRole() {
        let names = ["Gideon", "émile", "Zoë", "Ada", "Émile"]
        var movies: [Int: StatisticsDetails.MovieFacts] = [:]
        var plays: [Play] = []
        for id in 1...30 {
            let cast = names.enumerated().map { person(100 + $0.offset, $0.element) } + [person(id, "Solo \(id)")]
            movies[id] = .init(runtime: nil, genres: [], people: cast + [person(500, "Ida Vale", .director)])
            plays.append(play(.movie(id: id), "2017-03-01"))
        }
        let statistics = Statistics(
            plays: plays, ratings: [:], details: StatisticsDetails(movies: movies), period: .allTime)
        let cast = statistics.people.filter { $0.person.role == .cast }
        XCTAssertEqual(cast.count, Statistics.peoplePerRole)
        XCTAssertEqual(
            cast.prefix(6).map(\.person.name), ["Ada", "Émile", "émile", "Gideon", "Zoë", "Solo 1"],
            "30 titles each, by name; then the people of one title")
        XCTAssertEqual(cast.prefix(5).map(\.titles), [30, 30, 30, 30, 30])
        XCTAssertEqual(statistics.people.last?.person.name, "Ida Vale", "the directors after the cast")
    }

    func testASeriesIsInProgressWithAWatchedEpisodeAndAiredOnesLeftAtThePeriodsEnd() {
        let plays = [
            play(episode(1, 1), "2016-05-01"), play(episode(1, 2), "2016-05-02"), play(episode(1, 3), "2017-01-03"),
            play(episode(1, 4), "2017-02-01"),
        ]
        let count = { (period: StatisticsPeriod) in
            let statistics = Statistics(plays: plays, ratings: [:], details: self.details, period: period)
            return [statistics.seriesCompleted, statistics.seriesInProgress]
        }
        XCTAssertEqual(count(.year(2016)), [0, 1], "two of four aired episodes watched by the end of 2016")
        XCTAssertEqual(count(.year(2017)), [1, 0], "completed in 2017: not in progress")
        XCTAssertEqual(count(.year(2018)), [0, 0], "no play in 2018")
        XCTAssertEqual(count(.allTime), [1, 0])
        let unfinished = Statistics(
            plays: Array(plays.prefix(3)), ratings: [:], details: details, period: .allTime)
        XCTAssertEqual([unfinished.seriesCompleted, unfinished.seriesInProgress], [0, 1], "S1E4 aired, not watched")
        var withoutEpisodeGuide = details
        withoutEpisodeGuide.series[7] = nil
        XCTAssertEqual(
            Statistics(plays: plays, ratings: [:], details: withoutEpisodeGuide, period: .allTime).seriesInProgress, 0,
            "without the series' details nothing is known to be left")
    }

    func testNetworksAndStudiosRankByWatchedTitlesEachTitleOnce() {
        let hbo = Company(id: 49, name: "HBO")  // as a studio: the same id as the network, to tie
        let a24 = Company(id: 41077, name: "A24")
        let plays = [
            play(.movie(id: 1), "2017-03-01"), play(.movie(id: 1), "2017-03-02"), play(.movie(id: 2), "2017-03-02"),
            play(episode(1, 1), "2017-03-03"), play(episode(1, 2), "2017-03-04"), play(.movie(id: 3), "2016-01-01"),
        ]
        var facts = details
        facts.movies[1] = .init(runtime: 100, genres: [], people: [], companies: [a24, a24, hbo])
        facts.movies[2] = .init(runtime: 100, genres: [], people: [], companies: [a24])
        facts.movies[3] = .init(runtime: 100, genres: [], people: [], companies: [hbo])
        facts.series[7] = .init(
            genres: [], people: [], episodeRuntimes: [:], airedEpisodes: [], networks: [Company(id: 49, name: "HBO")])
        let statistics = Statistics(plays: plays, ratings: [:], details: facts, period: .year(2017))
        XCTAssertEqual(
            statistics.companies.map { "\($0.company.name) \($0.company.kind.rawValue) \($0.titles)" },
            ["A24 studio 2", "HBO network 1", "HBO studio 1"],
            "movie 1 counts A24 once despite the rewatch and the repeat; HBO the network and HBO the studio are two"
                + " companies (TMDb numbers them apart); movie 3 was watched in 2016")
    }

    func testEachRatingValueHasTMDbsAverageOfTheTitlesRatedSo() {
        let plays = [
            play(.movie(id: 1), "2017-03-01"), play(.movie(id: 2), "2017-03-01"), play(episode(1, 1), "2017-03-02"),
        ]
        var facts = details
        facts.movies[1] = .init(runtime: 100, genres: [], people: [], score: VoteScore(average: 7.0, count: 900))
        facts.movies[2] = .init(runtime: 100, genres: [], people: [], score: VoteScore(average: 6.0, count: 0))
        facts.series[7] = .init(
            genres: [], people: [], episodeRuntimes: [:], airedEpisodes: [], score: VoteScore(average: 8.0, count: 50))
        let ratings: [TrackedTitle: Rating] = [
            .movie(id: 1): Rating(value: 8, ratedAt: 0), .series(id: 7): Rating(value: 8, ratedAt: 0),
            .movie(id: 2): Rating(value: 5, ratedAt: 0), episode(1, 1): Rating(value: 3, ratedAt: 0),
        ]
        let statistics = Statistics(plays: plays, ratings: ratings, details: facts, period: .year(2017))
        XCTAssertEqual(statistics.ratings.map(\.count), [0, 0, 1, 0, 1, 0, 0, 2, 0, 0])
        XCTAssertEqual(statistics.ratings[7].tmdbAverage, 7.5, "movie 1 (7.0) and the series (8.0) were rated 8")
        XCTAssertNil(statistics.ratings[4].tmdbAverage, "nobody voted on movie 2: its 6.0 means nothing")
        XCTAssertNil(statistics.ratings[2].tmdbAverage, "episodes have no score in the details")
        XCTAssertNil(statistics.ratings[0].tmdbAverage, "nothing rated 1")
    }
}
