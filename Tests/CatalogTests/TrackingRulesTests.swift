import Catalog
import XCTest

/// The tracking rules: aired episodes, progress, the next episode, what marking adds, Up Next's order.
final class TrackingRulesTests: XCTestCase {
    private let today = CalendarDate(year: 2020, month: 6, day: 1)

    private func episode(_ season: Int, _ number: Int, aired: String?, series: Int = 1) -> TVEpisode {
        TVEpisode(
            id: series * 10_000 + season * 100 + number, tvSeriesID: series, seasonNumber: season,
            episodeNumber: number, name: "S\(season)E\(number)", airDate: aired.flatMap { CalendarDate(tmdb: $0) })
    }

    private func key(_ season: Int, _ number: Int, series: Int = 1) -> EpisodeKey {
        EpisodeKey(seriesID: series, season: season, episode: number)
    }

    /// Season 1: three aired episodes; season 2: one aired (on today), one in the future, one without a
    /// date; two aired specials.
    private var guide: EpisodeGuide {
        EpisodeGuide(
            seriesID: 1, seriesName: "Harbour Lights",
            episodes: [
                episode(2, 3, aired: nil), episode(2, 2, aired: "2020-06-02"), episode(2, 1, aired: "2020-06-01"),
                episode(1, 3, aired: "2019-01-15"), episode(1, 1, aired: "2019-01-01"),
                episode(1, 2, aired: "2019-01-08"),
                episode(0, 1, aired: "2018-12-24"), episode(0, 2, aired: "2019-12-24"),
            ])
    }

    func testAnEpisodeHasAiredOnItsDateAndNeverWithoutOne() {
        XCTAssertTrue(EpisodeGuide.hasAired(episode(1, 1, aired: "2020-06-01"), by: today))
        XCTAssertFalse(EpisodeGuide.hasAired(episode(1, 1, aired: "2020-06-02"), by: today))
        XCTAssertFalse(EpisodeGuide.hasAired(episode(1, 1, aired: nil), by: today))
        XCTAssertEqual(
            guide.episodes.map { EpisodeKey($0).description },
            ["S0E1", "S0E2", "S1E1", "S1E2", "S1E3", "S2E1", "S2E2", "S2E3"], "ordered by season and number")
    }

    func testProgressCountsAiredRegularEpisodesOnly() {
        XCTAssertEqual(guide.progress(watched: [], today: today), TrackingProgress(watched: 0, aired: 4))
        let watched: Set = [key(1, 1), key(0, 1), key(2, 2), key(1, 1)]
        XCTAssertEqual(
            guide.progress(watched: watched, today: today), TrackingProgress(watched: 1, aired: 4),
            "a special and an unaired episode do not count")
        XCTAssertEqual(TrackingProgress(watched: 1, aired: 4).fraction, 0.25)
        XCTAssertEqual(TrackingProgress(watched: 0, aired: 0).fraction, 0)
    }

    func testTheNextEpisodeFollowsTheFurthestWatchedOne() {
        XCTAssertNil(guide.nextEpisode(watched: [], today: today), "nothing watched: not in progress")
        XCTAssertNil(guide.nextEpisode(watched: [key(0, 1)], today: today), "specials alone do not start a series")
        XCTAssertEqual(guide.nextEpisode(watched: [key(1, 1)], today: today).map(EpisodeKey.init), key(1, 2))
        XCTAssertEqual(
            guide.nextEpisode(watched: [key(1, 1), key(1, 3)], today: today).map(EpisodeKey.init), key(2, 1),
            "after the furthest, not the first gap")
        XCTAssertNil(guide.nextEpisode(watched: [key(2, 1)], today: today), "S2E2 has not aired yet: nothing left")
        let later = CalendarDate(year: 2020, month: 6, day: 2)
        XCTAssertEqual(guide.nextEpisode(watched: [key(2, 1)], today: later).map(EpisodeKey.init), key(2, 2))
    }

    func testMarkingASeasonOrASeriesTakesTheAiredUnwatchedEpisodes() {
        let watched: Set = [key(1, 2)]
        XCTAssertEqual(
            guide.unwatchedAiredEpisodes(season: 1, watched: watched, today: today).map(EpisodeKey.init),
            [key(1, 1), key(1, 3)])
        XCTAssertEqual(
            guide.unwatchedAiredEpisodes(season: 2, watched: watched, today: today).map(EpisodeKey.init),
            [key(2, 1)], "not the future episode nor the one without a date")
        XCTAssertEqual(
            guide.unwatchedAiredEpisodes(season: nil, watched: watched, today: today).map(EpisodeKey.init),
            [key(1, 1), key(1, 3), key(2, 1)], "a series: no specials")
        XCTAssertEqual(
            guide.unwatchedAiredEpisodes(season: 0, watched: watched, today: today).map(EpisodeKey.init),
            [key(0, 1), key(0, 2)], "the specials season itself")
    }

    func testSnapshotCountsPlaysAndRatingsAndOrdersSeriesByTheirLatestPlay() {
        let snapshot = TrackingSnapshot(
            plays: [
                Play(id: 1, title: .episode(key(1, 1, series: 1)), watchedAt: 100),
                Play(id: 2, title: .episode(key(1, 1, series: 2)), watchedAt: 300),
                Play(id: 3, title: .episode(key(1, 1, series: 1)), watchedAt: 200),
                Play(id: 4, title: .movie(id: 1), watchedAt: 400),
                Play(id: 5, title: .episode(key(1, 2, series: 1)), watchedAt: 150),
            ], ratings: [.series(id: 1): Rating(value: 8, ratedAt: 1)])
        XCTAssertEqual(snapshot.plays.map(\.id), [4, 2, 3, 5, 1], "newest first")
        XCTAssertEqual(snapshot.watchCount(.episode(key(1, 1, series: 1))), 2)
        XCTAssertEqual(snapshot.plays(of: .episode(key(1, 1, series: 1))).first?.watchedAt, 200)
        XCTAssertEqual(snapshot.watchCount(.movie(id: 2)), 0)
        XCTAssertEqual(snapshot.watchedEpisodes(inSeries: 1), [key(1, 1), key(1, 2)])
        XCTAssertEqual(snapshot.seriesByLatestPlay, [2, 1])
        XCTAssertEqual(snapshot.rating(.series(id: 1)), 8)
        XCTAssertNil(snapshot.rating(.movie(id: 1)))
    }

    func testUpNextListsSeriesInProgressByLatestPlayAndLeavesFinishedOnesOut() {
        let finished = EpisodeGuide(
            seriesID: 2, seriesName: "Done", episodes: [episode(1, 1, aired: "2019-01-01", series: 2)])
        let other = EpisodeGuide(
            seriesID: 3, seriesName: "Other",
            episodes: [
                episode(1, 1, aired: "2019-01-01", series: 3), episode(1, 2, aired: "2019-01-08", series: 3),
            ])
        let snapshot = TrackingSnapshot(plays: [
            Play(id: 1, title: .episode(key(1, 1)), watchedAt: 100),
            Play(id: 2, title: .episode(key(1, 1, series: 2)), watchedAt: 500),
            Play(id: 3, title: .episode(key(1, 1, series: 3)), watchedAt: 300),
            Play(id: 4, title: .episode(key(1, 1, series: 4)), watchedAt: 900),
        ])
        let entries = UpNext.entries(snapshot, guides: [1: guide, 2: finished, 3: other], today: today)
        XCTAssertEqual(entries.map(\.seriesID), [3, 1], "series 2 is finished, series 4 has no guide")
        XCTAssertEqual(entries.map { EpisodeKey($0.episode) }, [key(1, 2, series: 3), key(1, 2)])
        XCTAssertEqual(entries.last?.progress, TrackingProgress(watched: 1, aired: 4))
        XCTAssertEqual(entries.first?.seriesName, "Other")
    }

    func testUpNextKeepsASeriesWhoseNextEpisodeAirsLaterAfterTheOnesToWatch() {
        let waiting = EpisodeGuide(
            seriesID: 5, seriesName: "Waiting",
            episodes: [
                episode(1, 1, aired: "2020-05-01", series: 5), episode(1, 2, aired: "2020-06-12", series: 5),
                episode(1, 3, aired: "2020-06-19", series: 5),
            ])
        let sooner = EpisodeGuide(
            seriesID: 6, seriesName: "Sooner",
            episodes: [
                episode(1, 1, aired: "2020-05-01", series: 6), episode(1, 2, aired: "2020-06-05", series: 6),
            ])
        let undated = EpisodeGuide(
            seriesID: 7, seriesName: "Undated",
            episodes: [
                episode(1, 1, aired: "2020-05-01", series: 7), episode(1, 2, aired: nil, series: 7),
            ])
        let snapshot = TrackingSnapshot(plays: [
            Play(id: 1, title: .episode(key(1, 1, series: 5)), watchedAt: 900),
            Play(id: 2, title: .episode(key(1, 1, series: 6)), watchedAt: 800),
            Play(id: 3, title: .episode(key(1, 1, series: 7)), watchedAt: 700),
            Play(id: 4, title: .episode(key(1, 1)), watchedAt: 100),
        ])
        let entries = UpNext.entries(snapshot, guides: [1: guide, 5: waiting, 6: sooner, 7: undated], today: today)
        XCTAssertEqual(
            entries.map(\.seriesID), [1, 6, 5],
            "the series to watch first, then the waiting ones soonest first; none without a date")
        XCTAssertEqual(entries.map(\.hasAired), [true, false, false])
        XCTAssertEqual(entries.map { EpisodeKey($0.episode) }, [key(1, 2), key(1, 2, series: 6), key(1, 2, series: 5)])
        XCTAssertEqual(entries.last?.progress, TrackingProgress(watched: 1, aired: 1))
        XCTAssertNil(guide.upcomingEpisode(watched: [key(1, 1)], today: today), "an aired episode is still to watch")
        XCTAssertEqual(
            guide.upcomingEpisode(watched: [key(1, 1), key(1, 2), key(1, 3), key(2, 1)], today: today)
                .map(EpisodeKey.init), key(2, 2))
    }
}
