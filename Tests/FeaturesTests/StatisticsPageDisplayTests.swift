import Catalog
import Features
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
        XCTAssertEqual(display.figures.map(\.value), ["5 hours 40 minutes", "2", "0", "0", "2 days"])
        XCTAssertEqual(
            display.figures.map(\.caption),
            [
                "Time Watched", "Movies Watched", "Episodes Watched", "Series Completed",
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
