import Catalog
import XCTest

/// The calendar's rules: day arithmetic, which series are followed, the window and the grouping by day.
final class CalendarRulesTests: XCTestCase {
    private func date(_ text: String) -> CalendarDate { CalendarDate(tmdb: text)! }

    private func episode(_ season: Int, _ number: Int, aired: String?, series: Int = 1) -> TVEpisode {
        TVEpisode(
            id: series * 10_000 + season * 100 + number, tvSeriesID: series, seasonNumber: season,
            episodeNumber: number, name: "S\(season)E\(number)", airDate: aired.flatMap { CalendarDate(tmdb: $0) })
    }

    func testDaysAddAcrossMonthsYearsAndLeapDays() {
        XCTAssertEqual(CalendarDate(year: 1970, month: 1, day: 1).dayNumber, 0)
        XCTAssertEqual(date("2017-02-10").adding(days: -7), date("2017-02-03"))
        XCTAssertEqual(date("2017-02-10").adding(days: 30), date("2017-03-12"))
        XCTAssertEqual(date("2024-02-28").adding(days: 1), date("2024-02-29"), "2024 is a leap year")
        XCTAssertEqual(date("2023-02-28").adding(days: 1), date("2023-03-01"))
        XCTAssertEqual(date("1999-12-31").adding(days: 1), date("2000-01-01"))
        XCTAssertEqual(date("1969-12-31").dayNumber, -1)
        for dayNumber in stride(from: -800_000, through: 800_000, by: 997) {
            XCTAssertEqual(CalendarDate(dayNumber: dayNumber).dayNumber, dayNumber)
        }
    }

    func testSeriesOnTheWatchlistOrWatchedAreFollowedUnlessTheUserStopped() {
        let watchlist = [
            WatchlistEntry(kind: .tvSeries, id: 1, addedAt: 1), WatchlistEntry(kind: .movie, id: 2, addedAt: 2),
            WatchlistEntry(kind: .tvSeries, id: 5, addedAt: 3),
        ]
        let snapshot = TrackingSnapshot(plays: [
            Play(id: 1, title: .episode(EpisodeKey(seriesID: 3, season: 1, episode: 1)), watchedAt: 10),
            Play(id: 2, title: .movie(id: 4), watchedAt: 11),
        ])
        XCTAssertEqual(
            FollowedSeries.ids(watchlist: watchlist, snapshot: snapshot, choices: [:]), [1, 3, 5],
            "series on the watchlist and series with a watched episode; movie 2 and 4 are not series")
        XCTAssertEqual(
            FollowedSeries.ids(watchlist: watchlist, snapshot: snapshot, choices: [5: false, 9: true, 3: true]),
            [1, 3, 9], "stopping wins over the default; following another series adds it")
        XCTAssertFalse(FollowedSeries.isFollowed(onWatchlist: false, hasWatchedEpisode: false, choice: nil))
        XCTAssertTrue(FollowedSeries.isFollowed(onWatchlist: false, hasWatchedEpisode: true, choice: nil))
        XCTAssertFalse(FollowedSeries.isFollowed(onWatchlist: true, hasWatchedEpisode: true, choice: false))
    }

    func testTheCalendarHoldsTheWindowsDaysWithEpisodesAscending() {
        let today = date("2017-02-10")
        let harbour = EpisodeGuide(
            seriesID: 1, seriesName: "Harbour Lights",
            episodes: [
                episode(2, 1, aired: "2017-02-03"), episode(2, 2, aired: "2017-02-12"),
                episode(2, 3, aired: "2017-03-12"),
                episode(2, 4, aired: "2017-03-13"), episode(2, 5, aired: nil), episode(1, 8, aired: "2017-02-02"),
            ])
        let anchor = EpisodeGuide(
            seriesID: 2, seriesName: "Anchor Street",
            episodes: [
                episode(1, 2, aired: "2017-02-12", series: 2), episode(1, 1, aired: "2017-02-12", series: 2),
            ])
        let snapshot = TrackingSnapshot(plays: [
            Play(id: 1, title: .episode(EpisodeKey(seriesID: 1, season: 2, episode: 2)), watchedAt: 5)
        ])
        let calendar = EpisodeCalendar(guides: [harbour, anchor], snapshot: snapshot, window: .page(today: today))
        XCTAssertEqual(calendar.window.first, date("2017-02-03"))
        XCTAssertEqual(calendar.window.last, date("2017-03-12"))
        XCTAssertEqual(
            calendar.days.map(\.date.description), ["2017-02-03", "2017-02-12", "2017-03-12"],
            "both ends are included; 2017-02-02, 2017-03-13 and undated episodes are not")
        XCTAssertEqual(
            calendar.days[1].entries.map { "\($0.seriesName) \(EpisodeKey($0.episode))" },
            ["Anchor Street S1E1", "Anchor Street S1E2", "Harbour Lights S2E2"],
            "within a day: by series name, then season and episode")
        XCTAssertEqual(calendar.days[1].entries.map(\.isWatched), [false, false, true])
        XCTAssertEqual(CalendarWindow.export(today: today).last, date("2017-05-11"), "the export reaches 90 days ahead")
    }

    func testEveryExportOfAnEpisodeNamesItTheSameWay() {
        let entry = EpisodeCalendar.Entry(
            seriesID: 1, seriesName: "Harbour Lights",
            episode: episode(2, 3, aired: "2017-02-19"), isWatched: false)
        XCTAssertEqual(entry.stableID, "tv-1-s2-e3@popcorn.github.io")
        XCTAssertEqual(entry.webURL, "https://www.themoviedb.org/tv/1/season/2/episode/3")
    }
}
