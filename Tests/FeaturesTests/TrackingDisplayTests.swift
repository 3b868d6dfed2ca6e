import Catalog
import Foundation
import XCTest

@testable import Features

/// The texts of the tracking controls, Up Next rows and the History page (headless).
final class TrackingDisplayTests: XCTestCase {
    private let britain = Locale(identifier: "en_GB")
    private let utc = TimeZone(identifier: "UTC")!
    /// 23 November 2026, 20:15 UTC.
    private let evening = 1_795_464_900.0

    private func status(
        watchCount: Int = 0, lastWatchedAt: Double? = nil, rating: Int? = nil,
        progress: TrackingProgress? = nil
    ) -> TrackingStatus {
        var status = TrackingStatus()
        status.watchCount = watchCount
        status.lastWatchedAt = lastWatchedAt
        status.rating = rating
        status.progress = progress
        return status
    }

    private func display(_ status: TrackingStatus) -> TrackingDisplay {
        TrackingDisplay(status, locale: britain, timeZone: utc)
    }

    func testNotWatchedOffersToMarkIt() {
        let shown = display(status())
        XCTAssertFalse(shown.isWatched)
        XCTAssertEqual(shown.watchedLabel, "Mark as Watched")
        XCTAssertEqual(shown.watchedTooltip, "Mark as Watched")
        XCTAssertNil(shown.watchedSummary)
    }

    func testWatchedOnceSaysWhen() {
        let shown = display(status(watchCount: 1, lastWatchedAt: evening))
        XCTAssertTrue(shown.isWatched)
        XCTAssertEqual(shown.watchedLabel, "Watched")
        XCTAssertEqual(shown.watchedTooltip, "Mark as Unwatched")
        XCTAssertEqual(shown.watchedSummary, "Watched on 23 November 2026")
    }

    func testRewatchedCountsThePlaysAndSaysTheLastDate() {
        let shown = display(status(watchCount: 2, lastWatchedAt: evening))
        XCTAssertEqual(shown.watchedSummary, "Watched 2 times · last on 23 November 2026")
        XCTAssertEqual(shown.watchedTooltip, "Remove Latest Play")
        XCTAssertEqual(
            TrackingDisplay(
                status(watchCount: 3, lastWatchedAt: evening), locale: Locale(identifier: "en_US"),
                timeZone: utc
            ).watchedSummary,
            "Watched 3 times · last on November 23, 2026")
    }

    func testTheLastDateIsTheUsersLocalDay() {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        XCTAssertEqual(
            TrackingDisplay(status(watchCount: 1, lastWatchedAt: evening), locale: britain, timeZone: tokyo)
                .watchedSummary, "Watched on 24 November 2026")
    }

    func testRating() {
        let unrated = display(status())
        XCTAssertNil(unrated.rating)
        XCTAssertEqual(unrated.ratingLabel, "Rate")
        XCTAssertEqual(unrated.ratingAccessibleLabel, "Rate")
        XCTAssertEqual(unrated.ratingTooltip, "Rate This Title")
        let rated = display(status(rating: 8))
        XCTAssertEqual(rated.rating, 8)
        XCTAssertEqual(rated.ratingLabel, "★ 8/10")
        XCTAssertEqual(rated.ratingAccessibleLabel, "Your Rating: 8 out of 10")
        XCTAssertEqual(rated.ratingTooltip, "Change Your Rating")
        XCTAssertEqual(TrackingDisplay.ratingValue(10), "10 out of 10")
    }

    func testSeriesProgress() {
        XCTAssertNil(display(status()).progress)
        let progress = display(status(progress: TrackingProgress(watched: 4, aired: 10))).progress
        XCTAssertEqual(progress?.text, "4 of 10 episodes")
        XCTAssertEqual(progress?.accessibleLabel, "Watched 4 of 10 episodes")
        XCTAssertEqual(progress?.fraction ?? 0, 0.4, accuracy: 0.0001)
        let nothingAired = TrackingDisplay.Progress(TrackingProgress(watched: 0, aired: 0))
        XCTAssertEqual(nothingAired.text, "No episodes have aired yet")
        XCTAssertEqual(nothingAired.fraction, 0)
    }

    func testSeasonCheckBoxes() {
        XCTAssertEqual(
            TrackingDisplay.episodeCheckLabel(number: 3, name: "The Tide Turns"),
            "Watched: Episode 3, The Tide Turns")
        XCTAssertEqual(TrackingDisplay.episodeCheckTooltip(isWatched: false), "Mark as Watched")
        XCTAssertEqual(TrackingDisplay.episodeCheckTooltip(isWatched: true), "Mark as Unwatched")
    }

    func testUpNextRow() {
        let item = UpNextItem(
            UpNextEntry(
                seriesID: 1, seriesName: "Harbour Lights",
                episode: Fixtures.episode(3, season: 2, name: "The Tide Turns"),
                progress: TrackingProgress(watched: 4, aired: 10)))
        XCTAssertEqual(item.episodeTitle, "S2 · E3 · The Tide Turns")
        XCTAssertEqual(item.markWatchedLabel, "Mark Harbour Lights, S2 · E3 as Watched")
        XCTAssertTrue(item.hasAired)
        XCTAssertNil(item.airsText)
    }

    func testUpNextRowOfAnEpisodeThatAirsLater() {
        let entry = UpNextEntry(
            seriesID: 1, seriesName: "Harbour Lights",
            episode: Fixtures.episode(
                1, season: 3, name: "New Tides",
                airDate: CalendarDate(year: 2025, month: 3, day: 14)),
            progress: TrackingProgress(watched: 10, aired: 10), hasAired: false)
        let item = UpNextItem(entry, today: CalendarDate(year: 2025, month: 3, day: 10), locale: britain)
        XCTAssertFalse(item.hasAired)
        XCTAssertEqual(item.airsText, "Next episode airs Friday 14 March")
        XCTAssertEqual(item.airDateText, item.airsText)
        XCTAssertEqual(
            item.accessibleLabel,
            "Harbour Lights, next: S3 · E1, New Tides, 10 of 10 episodes, Next episode airs Friday 14 March")
        let nextYear = UpNextItem(entry, today: CalendarDate(year: 2024, month: 12, day: 30), locale: britain)
        XCTAssertEqual(nextYear.airsText, "Next episode airs Friday, 14 March 2025")
    }

    func testHistoryRows() {
        let episode = Play(id: 7, title: .episode(EpisodeKey(seriesID: 1, season: 1, episode: 2)), watchedAt: evening)
        let movie = Play(id: 6, title: .movie(id: 4), watchedAt: evening - 86_400)
        let history = WatchHistory(
            entries: [
                .init(
                    play: episode, title: "Harbour Lights — S1E2 · The Tide Turns",
                    imageURL: "https://image.example/e.jpg"),
                .init(play: movie, title: "The Lantern Keeper", imageURL: nil),
            ], page: 1, totalPages: 1)
        let shown = HistoryDisplay(history, locale: britain, timeZone: utc)
        XCTAssertEqual(shown.rows.map(\.id), [7, 6])
        XCTAssertEqual(shown.rows[0].watchedAt, "23 November 2026 at 20:15")
        XCTAssertEqual(
            shown.rows[0].accessibleLabel,
            "Harbour Lights — S1E2 · The Tide Turns, watched 23 November 2026 at 20:15")
        XCTAssertEqual(shown.rows[0].removeLabel, "Remove Harbour Lights — S1E2 · The Tide Turns from History")
        XCTAssertEqual(shown.rows[0].route, .tvEpisode(seriesID: 1, season: 1, episode: 2))
        XCTAssertTrue(shown.rows[0].isEpisode)
        XCTAssertFalse(shown.rows[1].isEpisode)
        XCTAssertEqual(shown.rows[1].watchedAt, "22 November 2026 at 20:15")
        XCTAssertNil(shown.emptyTitle)
        XCTAssertNil(shown.pageText, "one page: no page buttons")
        XCTAssertNil(shown.previousPage)
        XCTAssertNil(shown.nextPage)
    }

    func testHistoryPages() {
        let middle = HistoryDisplay(WatchHistory(entries: [], page: 2, totalPages: 3))
        XCTAssertEqual(middle.pageText, "Page 2 of 3")
        XCTAssertEqual(middle.previousPage, 1)
        XCTAssertEqual(middle.nextPage, 3)
        let last = HistoryDisplay(WatchHistory(entries: [], page: 3, totalPages: 3))
        XCTAssertEqual(last.previousPage, 2)
        XCTAssertNil(last.nextPage)
    }

    func testHistoryEmptyStates() {
        let nothing = HistoryDisplay(WatchHistory(entries: [], page: 1, totalPages: 1))
        XCTAssertEqual(nothing.emptyTitle, "No History Yet")
        XCTAssertNotNil(nothing.emptyDescription)
        XCTAssertNil(nothing.pageText)
        // One action on every empty state: nothing watched yet opens Explore.
        XCTAssertEqual(nothing.emptyAction, .explore)
        XCTAssertEqual(nothing.emptyAction?.label, "_Explore")
        // Removing the last plays of the last page leaves a page past the end: back to the last one.
        let pastTheEnd = HistoryDisplay(WatchHistory(entries: [], page: 3, totalPages: 2))
        XCTAssertEqual(pastTheEnd.emptyTitle, "No More Plays")
        XCTAssertEqual(pastTheEnd.previousPage, 2)
        XCTAssertNil(pastTheEnd.nextPage)
        XCTAssertEqual(pastTheEnd.pageText, "Page 3 of 3")
        XCTAssertEqual(pastTheEnd.emptyAction, .firstPage)
        XCTAssertEqual(pastTheEnd.emptyAction?.label, "Go to _First Page")
    }
}
