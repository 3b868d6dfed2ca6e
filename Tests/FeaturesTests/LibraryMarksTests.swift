import Catalog
import Features
import Store
import TMDb
import XCTest

/// The library's marks on posters (on the watchlist, watched) as the app root keeps them, over fake
/// repositories whose changes arrive live.
@MainActor
final class LibraryMarksTests: XCTestCase {
    private let today = CalendarDate(year: 2020, month: 6, day: 1)

    private func episode(_ season: Int, _ number: Int, aired: String) -> TVEpisode {
        TVEpisode(
            id: season * 100 + number, tvSeriesID: 1, seasonNumber: season, episodeNumber: number,
            name: "Episode \(number)", airDate: CalendarDate(tmdb: aired))
    }

    private func play(_ id: Int64, _ title: TrackedTitle) -> Play { Play(id: id, title: title, watchedAt: Double(id)) }

    private func key(_ season: Int, _ number: Int) -> EpisodeKey {
        EpisodeKey(seriesID: 1, season: season, episode: number)
    }

    /// Series 1: two aired episodes and one that airs after `today`.
    private func dependencies(watchlist: FakeWatchlist, tracking: FakeTracking, clock: TestClock = TestClock())
        -> AppDependencies
    {
        let catalog = FakeCatalog()
        catalog.answer(
            TVSeriesResource(id: 1),
            with: Fetched(
                TVSeries(
                    id: 1, name: "Harbour Lights",
                    seasons: [
                        TVSeasonSummary(id: 11, seasonNumber: 1, name: "Season 1", episodeCount: 3)
                    ])))
        catalog.answer(
            TVSeasonResource(1, inSeries: 1),
            with: Fetched(
                TVSeason(
                    tvSeriesID: 1, seasonNumber: 1, name: "Season 1",
                    episodes: [
                        episode(1, 1, aired: "2020-05-01"), episode(1, 2, aired: "2020-05-08"),
                        episode(1, 3, aired: "2020-07-01"),
                    ])))
        return .fakes(catalog: catalog, watchlist: watchlist, tracking: tracking, today: today, clock: clock)
    }

    func testMarksFollowTheWatchlistThePlaysAndFinishedSeriesAndReachTheWatchlistPage() async throws {
        let watchlist = FakeWatchlist([
            WatchlistEntry(kind: .movie, id: 42, addedAt: 1),
            WatchlistEntry(kind: .tvSeries, id: 1, addedAt: 2),
        ])
        let tracking = FakeTracking(plays: [play(1, .movie(id: 5)), play(2, .episode(key(1, 1)))])
        let clock = TestClock()
        let store = Store(
            initialState: AppRootFeature.State(),
            reducer: AppRootFeature(dependencies: dependencies(watchlist: watchlist, tracking: tracking, clock: clock)))
        store.send(.task)
        await eventually("the watchlist and the plays are read") {
            store.state.marks.watchlist.count == 2 && !store.state.marks.watchedMovies.isEmpty
        }
        // Finished series are Up Next's: it starts a moment after Explore's content is in.
        await eventually("the hidden pages are due") { clock.sleeperCount > 0 }
        clock.advance(by: AppRootFeature.hiddenPagesDelay)
        let marks = store.state.marks
        XCTAssertTrue(marks.isOnWatchlist(.movie(id: 42)))
        XCTAssertTrue(marks.isOnWatchlist(.tvSeries(id: 1)))
        XCTAssertFalse(marks.isOnWatchlist(.movie(id: 5)))
        XCTAssertFalse(marks.isOnWatchlist(.person(id: 42)), "people are never on the watchlist")
        XCTAssertTrue(marks.isWatched(.movie(id: 5)))
        XCTAssertFalse(marks.isWatched(.movie(id: 42)))
        XCTAssertFalse(marks.isWatched(.tvSeries(id: 1)), "an aired episode is still to watch")
        XCTAssertEqual(marks.badges(for: .movie(id: 42)), PosterBadges(isOnWatchlist: true, isWatched: false))

        _ = try await tracking.addPlays([.episode(key(1, 2))], watchedAt: nil)
        await eventually("every aired episode is watched: the series is") {
            store.state.marks.isWatched(.tvSeries(id: 1))
        }
        try await watchlist.remove(.movie, id: 42)
        await eventually("removed from the watchlist") { !store.state.marks.isOnWatchlist(.movie(id: 42)) }
        XCTAssertEqual(store.state.watchlist.marks, store.state.marks, "the Watchlist page filters with the same marks")
    }

    func testBadgesSayWhatTheyMark() {
        XCTAssertEqual(
            PosterBadges(isOnWatchlist: true, isWatched: true).spokenParts, ["on your watchlist", "watched"])
        XCTAssertEqual(PosterBadges(isOnWatchlist: false, isWatched: true).spokenParts, ["watched"])
        XCTAssertEqual(PosterBadges.none.spokenParts, [])
    }
}
