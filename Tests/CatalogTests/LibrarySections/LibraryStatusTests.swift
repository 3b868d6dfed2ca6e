import Catalog
import XCTest

/// Derived statuses, computed by hand: a series of three aired episodes (S1E1–E3, specials aside) and one
/// airing after "today" (2026-06-01).
final class LibraryStatusTests: XCTestCase {
    private let today = CalendarDate(year: 2026, month: 6, day: 1)

    private func guide(_ seriesID: Int) -> EpisodeGuide {
        func episode(_ season: Int, _ number: Int, _ airDate: CalendarDate) -> TVEpisode {
            TVEpisode(
                id: seriesID * 100 + season * 10 + number, tvSeriesID: seriesID, seasonNumber: season,
                episodeNumber: number, name: "E\(number)", airDate: airDate)
        }
        let aired = CalendarDate(year: 2025, month: 1, day: 1)
        return EpisodeGuide(
            seriesID: seriesID, seriesName: "Series \(seriesID)",
            episodes: [
                episode(0, 1, aired), episode(1, 1, aired), episode(1, 2, aired), episode(1, 3, aired),
                episode(1, 4, CalendarDate(year: 2026, month: 9, day: 1)),
            ])
    }

    private func play(_ id: Int64, _ title: TrackedTitle, at time: Double) -> Play {
        Play(id: id, title: title, watchedAt: time)
    }

    private func episode(_ seriesID: Int, _ number: Int, season: Int = 1) -> TrackedTitle {
        .episode(EpisodeKey(seriesID: seriesID, season: season, episode: number))
    }

    func testSeriesStatusesFollowTheirProgressAndTheUsersChoiceOverridesThem() {
        let plays = [
            // 1: one of three aired episodes watched → Watching, since its first play (100).
            play(1, episode(1, 1), at: 100), play(2, episode(1, 2), at: 300),
            // 2: all three aired watched (the unaired fourth and the special do not count) → Completed.
            play(3, episode(2, 1), at: 50), play(4, episode(2, 2), at: 60), play(5, episode(2, 3), at: 70),
            // 3: only the special watched → nothing counted; on the watchlist → Plan to Watch.
            play(6, episode(3, 1, season: 0), at: 80),
            // 4: Watching by plays, but the user put it on hold.
            play(7, episode(4, 1), at: 90),
            // Movie 10 watched, also on the watchlist → Completed.
            play(8, .movie(id: 10), at: 40),
        ]
        let statuses = LibraryStatuses(
            watchlist: [
                WatchlistEntry(kind: .tvSeries, id: 3, addedAt: 20),
                WatchlistEntry(kind: .tvSeries, id: 5, addedAt: 21),
                WatchlistEntry(kind: .movie, id: 10, addedAt: 22), WatchlistEntry(kind: .movie, id: 11, addedAt: 23),
            ],
            tracking: TrackingSnapshot(plays: plays),
            guides: [1: guide(1), 2: guide(2), 3: guide(3), 4: guide(4), 5: guide(5)],
            userStatuses: [
                LibraryTitle(.tvSeries, id: 4): (.onHold, 500), LibraryTitle(.tvSeries, id: 5): (.dropped, 600),
            ],
            hidden: [LibraryTitle(.tvSeries, id: 2): 700, LibraryTitle(.movie, id: 12): 800],
            today: today)

        func standing(_ kind: WatchlistKind, _ id: Int) -> LibraryStatuses.Standing? {
            statuses.standings[LibraryTitle(kind, id: id)]
        }
        XCTAssertEqual(standing(.tvSeries, 1)?.status, .watching)
        XCTAssertEqual(standing(.tvSeries, 1)?.since, 100)
        XCTAssertEqual(standing(.tvSeries, 2)?.status, .completed)
        XCTAssertEqual(standing(.tvSeries, 2)?.isHidden, true)
        XCTAssertEqual(standing(.tvSeries, 2)?.since(in: .hidden), 700)
        XCTAssertEqual(standing(.tvSeries, 3)?.status, .planToWatch)
        XCTAssertEqual(standing(.tvSeries, 3)?.since, 20)
        XCTAssertEqual(standing(.tvSeries, 4)?.status, .onHold)
        XCTAssertEqual(standing(.tvSeries, 4)?.since, 500)
        XCTAssertEqual(standing(.tvSeries, 5)?.status, .dropped)
        XCTAssertEqual(standing(.movie, 10)?.status, .completed)
        XCTAssertEqual(standing(.movie, 11)?.status, .planToWatch)
        XCTAssertNil(standing(.movie, 12)?.status)
        XCTAssertEqual(standing(.movie, 12)?.isHidden, true)

        XCTAssertEqual(statuses.titles(in: .watching), [LibraryTitle(.tvSeries, id: 1)])
        XCTAssertEqual(statuses.titles(in: .completed), [LibraryTitle(.movie, id: 10), LibraryTitle(.tvSeries, id: 2)])
        XCTAssertEqual(
            statuses.titles(in: .planToWatch), [LibraryTitle(.movie, id: 11), LibraryTitle(.tvSeries, id: 3)])
        XCTAssertEqual(statuses.titles(in: .onHold), [LibraryTitle(.tvSeries, id: 4)])
        XCTAssertEqual(statuses.titles(in: .dropped), [LibraryTitle(.tvSeries, id: 5)])
        XCTAssertEqual(statuses.titles(in: .hidden), [LibraryTitle(.movie, id: 12), LibraryTitle(.tvSeries, id: 2)])
    }

    func testAFourthEpisodeAiringTurnsCompletedBackIntoWatching() {
        let plays = (1...3).map { play(Int64($0), episode(2, $0), at: Double($0)) }
        let later = CalendarDate(year: 2026, month: 10, day: 1)
        let statuses = LibraryStatuses(
            watchlist: [], tracking: TrackingSnapshot(plays: plays), guides: [2: guide(2)], userStatuses: [:],
            hidden: [:], today: later)
        XCTAssertEqual(statuses.standings[LibraryTitle(.tvSeries, id: 2)]?.status, .watching)
    }

    func testClearedUserStatusFallsBackToTheDerivedOne() {
        XCTAssertEqual(
            LibraryStatus.ofSeries(
                userStatus: nil, isOnWatchlist: true, progress: TrackingProgress(watched: 3, aired: 3)),
            .completed)
        XCTAssertEqual(
            LibraryStatus.ofSeries(
                userStatus: .dropped, isOnWatchlist: true, progress: TrackingProgress(watched: 3, aired: 3)),
            .dropped)
        XCTAssertEqual(
            LibraryStatus.ofSeries(
                userStatus: nil, isOnWatchlist: false, progress: TrackingProgress(watched: 0, aired: 3)),
            nil)
        XCTAssertEqual(LibraryStatus.ofMovie(userStatus: .onHold, isOnWatchlist: true, isWatched: false), .onHold)
        XCTAssertEqual(LibraryStatus.ofMovie(userStatus: nil, isOnWatchlist: false, isWatched: true), .completed)
    }
}
