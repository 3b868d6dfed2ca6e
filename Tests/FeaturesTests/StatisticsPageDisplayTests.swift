import Catalog
import Features
import Foundation
import StoreTesting
import XCTest

/// What the statistics page shows: the time watched in days and hours, the headline figures, the year
/// selector's bounds, the heatmap's year and table, the months' table, the empty state; Up Next opens it.
final class StatisticsPageDisplayTests: XCTestCase {
    private let today = CalendarDate(year: 2017, month: 12, day: 31)

    private func play(_ id: Int64, _ title: TrackedTitle, _ date: CalendarDate) -> Play {
        Play(id: id, title: title, watchedAt: Double(date.dayNumber) * 86_400)
    }

    private func statistics(_ plays: [Play], year: Int?) -> Statistics {
        let details = StatisticsDetails(movies: [
            1: .init(runtime: 125, genres: [Genre(id: 18, name: "Drama")], people: []),
            2: .init(runtime: 90, genres: [Genre(id: 35, name: "Comedy"), Genre(id: 18, name: "Drama")], people: []),
        ])
        return Statistics(
            plays: plays, ratings: [:], details: details, period: year.map(StatisticsPeriod.year) ?? .allTime)
    }

    func testTimeWatchedInDaysAndHours() {
        XCTAssertEqual(StatisticsPageDisplay.timeWatched(minutes: 0), "0 minutes")
        XCTAssertEqual(StatisticsPageDisplay.timeWatched(minutes: 45), "45 minutes")
        XCTAssertEqual(StatisticsPageDisplay.timeWatched(minutes: 61), "1 hour 1 minute")
        XCTAssertEqual(StatisticsPageDisplay.timeWatched(minutes: 120), "2 hours")
        XCTAssertEqual(StatisticsPageDisplay.timeWatched(minutes: (3 * 24 + 4) * 60 + 59), "3 days 4 hours")
        XCTAssertEqual(StatisticsPageDisplay.timeWatched(minutes: 24 * 60 + 30), "1 day")
    }

    func testAYearsFiguresHeatmapAndTables() {
        let plays = [
            play(1, .movie(id: 1), CalendarDate(year: 2017, month: 3, day: 14)),
            play(2, .movie(id: 2), CalendarDate(year: 2017, month: 3, day: 14)),
            play(3, .movie(id: 1), CalendarDate(year: 2017, month: 3, day: 15)),
            play(4, .movie(id: 2), CalendarDate(year: 2016, month: 5, day: 1)),
        ]
        let display = StatisticsPageDisplay(statistics(plays, year: 2017), today: today)

        XCTAssertEqual(display.periodTitle, "2017")
        XCTAssertEqual(display.previousYear, 2016)
        XCTAssertNil(display.nextYear, "no year after today's")
        XCTAssertEqual(display.figures.map(\.value), ["5 hours 40 minutes", "2", "0", "0", "0", "2 days"])
        XCTAssertEqual(
            display.figures.map(\.caption),
            [
                "Time Watched", "Movies Watched", "Episodes Watched", "Series Completed", "Series in Progress",
                "Longest Streak",
            ])
        XCTAssertEqual(display.heatmapYear, 2017)
        XCTAssertEqual(display.heatmapTitle, "Days Watched in 2017")
        XCTAssertEqual(
            display.playsByDay,
            [
                CalendarDate(year: 2017, month: 3, day: 14): 2,
                CalendarDate(year: 2017, month: 3, day: 15): 1,
            ])
        XCTAssertEqual(display.dayRows.map(\.values), [["2 plays"], ["1 play"]])
        XCTAssertEqual(display.monthPlays.count, 12)
        XCTAssertEqual(display.monthPlays[2], 3)
        XCTAssertEqual(display.monthRows[2].values, ["3 plays", "5 h 40 min"])
        XCTAssertEqual(display.genreRows.map(\.name), ["Drama", "Comedy"])
        XCTAssertEqual(display.genreRows.map(\.values), [["2 titles"], ["1 title"]])
        XCTAssertEqual(display.ratingCounts, Array(repeating: 0, count: 10))
        XCTAssertNil(display.emptyTitle)
        XCTAssertNil(display.missingNote)
    }

    func testAllTimeShowsTheLatestYearsHeatmapAndNoYearArrows() {
        let plays = [
            play(1, .movie(id: 1), CalendarDate(year: 2015, month: 1, day: 2)),
            play(2, .movie(id: 1), CalendarDate(year: 2016, month: 7, day: 9)),
        ]
        let display = StatisticsPageDisplay(statistics(plays, year: nil), today: today)
        XCTAssertEqual(display.periodTitle, "All Time")
        XCTAssertNil(display.previousYear)
        XCTAssertNil(display.nextYear)
        XCTAssertEqual(display.heatmapYear, 2016)
        XCTAssertEqual(display.playsByDay, [CalendarDate(year: 2016, month: 7, day: 9): 1])
    }

    func testAYearWithoutPlaysIsEmptyAndTheMissingDetailsAreNamed() {
        let empty = StatisticsPageDisplay(statistics([], year: 1900), today: today)
        XCTAssertEqual(empty.emptyTitle, "No Plays in 1900")
        XCTAssertNil(empty.previousYear, "1900 is the first year a route takes")
        XCTAssertEqual(StatisticsPageDisplay(statistics([], year: nil), today: today).emptyTitle, "No Plays Yet")

        let plays = [play(1, .movie(id: 7), CalendarDate(year: 2017, month: 1, day: 1))]
        let partial = Statistics(
            plays: plays, ratings: [:], details: StatisticsDetails(missing: [.movie(id: 7)]),
            period: .year(2017))
        XCTAssertEqual(
            StatisticsPageDisplay(partial, today: today).missingNote,
            "The details of 1 title could not be loaded: its runtime, genres and people are not counted.")
    }

    func testHeadlineCountsAreGroupedAsTheLocaleGroupsNumbers() {
        XCTAssertEqual(StatisticsPageDisplay.count(12_345, locale: Locale(identifier: "en_US")), "12,345")
        XCTAssertEqual(StatisticsPageDisplay.count(12_345, locale: Locale(identifier: "de_DE")), "12.345")
        XCTAssertEqual(StatisticsPageDisplay.count(999, locale: Locale(identifier: "de_DE")), "999")
        let plays = (1...12_345).map { id in
            Play(id: Int64(id), title: .episode(EpisodeKey(seriesID: 9, season: 1, episode: id)), watchedAt: 86_400)
        }
        let statistics = Statistics(plays: plays, ratings: [:], details: StatisticsDetails(), period: .allTime)
        XCTAssertEqual(
            StatisticsPageDisplay(statistics, today: today, locale: Locale(identifier: "de_DE")).figures[2].value,
            "12.345")
        XCTAssertEqual(
            StatisticsPageDisplay(statistics, today: today, locale: Locale(identifier: "en_US")).figures[2].value,
            "12,345")
    }

    func testSeriesInProgressNetworksAndTMDbsAverageBesideYourRatings() {
        let series = EpisodeKey(seriesID: 7, season: 1, episode: 1)
        let plays = [
            play(1, .episode(series), CalendarDate(year: 2017, month: 3, day: 1)),
            play(2, .movie(id: 1), CalendarDate(year: 2017, month: 3, day: 2)),
        ]
        let details = StatisticsDetails(
            movies: [
                1: .init(
                    runtime: 100, genres: [], people: [], companies: [Company(id: 41077, name: "A24")],
                    score: VoteScore(average: 7.34, count: 10))
            ],
            series: [
                7: .init(
                    genres: [], people: [], episodeRuntimes: [:],
                    airedEpisodes: [series, EpisodeKey(seriesID: 7, season: 1, episode: 2)],
                    networks: [Company(id: 49, name: "HBO")])
            ])
        let statistics = Statistics(
            plays: plays, ratings: [.movie(id: 1): Rating(value: 8, ratedAt: 0)], details: details,
            period: .year(2017))
        let display = StatisticsPageDisplay(statistics, today: today, locale: Locale(identifier: "de_DE"))
        XCTAssertEqual(display.figures[4].value, "1")
        XCTAssertEqual(display.figures[4].caption, "Series in Progress")
        XCTAssertEqual(display.companyRows.map(\.name), ["A24", "HBO"])
        XCTAssertEqual(display.companyRows.map(\.values), [["1 title", "Studio"], ["1 title", "Network"]])
        XCTAssertEqual(display.companyTitles, [1, 1])
        XCTAssertEqual(display.ratingCounts[7], 1)
        XCTAssertEqual(display.ratingTMDbAverages[7], 7.34)
        XCTAssertEqual(display.ratingTMDbAverages[6], 0)
        XCTAssertEqual(display.ratingRows[7].values, ["1 title", "7,3"], "one decimal, in German")
        XCTAssertEqual(display.ratingRows[6].values, ["0 titles", "—"])
        XCTAssertEqual(
            display.ratingComparisonSummary, "TMDb's average score of the titles you rated each value: 8: 7,3")
    }

    @MainActor
    func testUpNextOpensTheStatistics() async {
        let store = TestStore(
            initialState: UpNextFeature.State(),
            reducer: UpNextFeature(dependencies: AppDependencies.fakes()))
        await store.send(.showStatistics)
        await store.receive(.navigate(.statistics()))
        await store.finish()
    }
}
