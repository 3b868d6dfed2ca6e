import Catalog
import Features
import Store
import TMDb
import XCTest

/// The tracking controls of the pages, Up Next and History, over a fake library that follows the
/// repository's contract. Changes arrive live (as in the app), so the tests wait for the state.
@MainActor
final class TrackingTests: XCTestCase {
    private let today = CalendarDate(year: 2020, month: 6, day: 1)

    private func episode(_ season: Int, _ number: Int, aired: String? = "2019-01-01") -> TVEpisode {
        TVEpisode(
            id: season * 100 + number, tvSeriesID: 1, seasonNumber: season, episodeNumber: number,
            name: "Episode \(number)", airDate: aired.flatMap { CalendarDate(tmdb: $0) })
    }

    /// Series 1: season 1 with three aired episodes, season 2 with one aired and one future episode.
    private func catalog() -> FakeCatalog {
        let catalog = FakeCatalog()
        catalog.answer(
            TVSeriesResource(id: 1),
            with: Fetched(
                TVSeries(
                    id: 1, name: "Harbour Lights",
                    seasons: [
                        TVSeasonSummary(id: 11, seasonNumber: 1, name: "Season 1", episodeCount: 3),
                        TVSeasonSummary(id: 12, seasonNumber: 2, name: "Season 2", episodeCount: 2),
                    ])))
        let seasonOne = [episode(1, 1), episode(1, 2), episode(1, 3)]
        let seasonTwo = [episode(2, 1, aired: "2020-05-01"), episode(2, 2, aired: "2020-07-01")]
        catalog.answer(
            TVSeasonResource(1, inSeries: 1),
            with: Fetched(TVSeason(tvSeriesID: 1, seasonNumber: 1, name: "Season 1", episodes: seasonOne)))
        catalog.answer(
            TVSeasonResource(2, inSeries: 1),
            with: Fetched(TVSeason(tvSeriesID: 1, seasonNumber: 2, name: "Season 2", episodes: seasonTwo)))
        for episode in seasonOne + seasonTwo {
            catalog.answer(
                TVEpisodeResource(episode.episodeNumber, inSeason: episode.seasonNumber, inSeries: 1),
                with: Fetched(episode))
        }
        return catalog
    }

    private func dependencies(_ tracking: FakeTracking) -> AppDependencies {
        let catalog = catalog()
        catalog.answer(MovieResource(id: 5), with: Fetched(Fixtures.movie(5, title: "Paper Orchard")))
        return .fakes(catalog: catalog, tracking: tracking, today: today)
    }

    func testEpisodePageMarksRewatchesUndoesAndFollowsTheLibrary() async {
        let tracking = FakeTracking()
        let store = Store(
            initialState: TVEpisodeDetailsFeature.State(route: .tvEpisode(seriesID: 1, season: 1, episode: 2)),
            reducer: DetailsFeature<TVEpisodeDetailsFeature>(dependencies: dependencies(tracking)))
        store.send(.fetch)
        await eventually("the status is read") { store.state.own.tracking.status?.watchCount == 0 }
        store.send(.own(.tracking(.markWatched)))
        await eventually("one play") { store.state.own.tracking.status?.watchCount == 1 }
        await eventually("a toast") { store.state.own.tracking.toast != nil }
        XCTAssertEqual(store.state.own.tracking.toast?.change.message, "Marked as watched")
        store.send(.own(.tracking(.markWatched)))
        await eventually("a rewatch") { store.state.own.tracking.status?.watchCount == 2 }
        let rewatch = try? XCTUnwrap(store.state.own.tracking.toast?.change)
        XCTAssertEqual(store.state.own.tracking.status?.lastWatchedAt, tracking.plays.first?.watchedAt)
        store.send(.own(.tracking(.undo(rewatch!))))
        await eventually("undone") { store.state.own.tracking.status?.watchCount == 1 }
        store.send(.own(.tracking(.removeLatestPlay)))
        await eventually("removed") { store.state.own.tracking.status?.watchCount == 0 }
        XCTAssertTrue(tracking.plays.isEmpty)

        // A change made elsewhere (another page, the command line) shows here too.
        _ = try? await tracking.addPlays([.episode(EpisodeKey(seriesID: 1, season: 1, episode: 2))], watchedAt: 5)
        await eventually("live") { store.state.own.tracking.status?.watchCount == 1 }
    }

    func testRatingIsSavedShownAndUndoneToThePreviousValue() async {
        let tracking = FakeTracking()
        let store = Store(
            initialState: TVSeriesDetailsFeature.State(route: .tvSeries(id: 1)),
            reducer: DetailsFeature<TVSeriesDetailsFeature>(dependencies: dependencies(tracking)))
        store.send(.fetch)
        await eventually("the status is read") { store.state.own.tracking.status != nil }
        store.send(.own(.tracking(.rate(6))))
        await eventually("rated 6") { store.state.own.tracking.status?.rating == 6 }
        store.send(.own(.tracking(.rate(9))))
        await eventually("rated 9") { store.state.own.tracking.status?.rating == 9 }
        XCTAssertEqual(store.state.own.tracking.toast?.change, .rated(.series(id: 1), from: 6, to: 9))
        XCTAssertEqual(store.state.own.tracking.toast?.change.message, "Rated 9/10")
        store.send(.own(.tracking(.undo(.rated(.series(id: 1), from: 6, to: 9)))))
        await eventually("back to 6") { tracking.rating(.series(id: 1)) == 6 }
        store.send(.own(.tracking(.rate(nil))))
        await eventually("cleared") {
            store.state.own.tracking.status != nil && store.state.own.tracking.status?.rating == nil
        }
    }

    func testSeriesProgressCountsAiredEpisodesAndFollowsSeasonMarks() async {
        let tracking = FakeTracking()
        let deps = dependencies(tracking)
        let series = Store(
            initialState: TVSeriesDetailsFeature.State(route: .tvSeries(id: 1)),
            reducer: DetailsFeature<TVSeriesDetailsFeature>(dependencies: deps))
        let season = Store(
            initialState: TVSeasonDetailsFeature.State(route: .tvSeason(seriesID: 1, season: 2)),
            reducer: DetailsFeature<TVSeasonDetailsFeature>(dependencies: deps))
        series.send(.fetch)
        season.send(.fetch)
        await eventually("progress") {
            series.state.own.tracking.status?.progress == TrackingProgress(watched: 0, aired: 4)
        }
        season.send(.own(.tracking(.markWatched)))
        await eventually("season 2 marked") { season.state.own.tracking.status?.watchedEpisodes == [1] }
        XCTAssertEqual(tracking.plays.count, 1, "the future episode is not marked")
        await eventually("the series follows") {
            series.state.own.tracking.status?.progress == TrackingProgress(watched: 1, aired: 4)
        }
        season.send(.own(.tracking(.setEpisodeWatched(episode: 1, false))))
        await eventually("unchecked") { season.state.own.tracking.status?.watchedEpisodes == [] }
        XCTAssertEqual(season.state.own.tracking.toast?.change.message, "Removed from your history")
        season.send(.own(.tracking(.markWatched)))
        await eventually("marked again") { season.state.own.tracking.status?.watchedEpisodes == [1] }
        season.send(.own(.tracking(.markWatched)))
        await eventually("nothing new") { season.state.own.tracking.toast?.change == .added([]) }
        XCTAssertFalse(TrackingChange.added([]).canUndo)
    }

    func testAFailedSaveIsAnErrorNeverASuccess() async {
        let tracking = FakeTracking()
        tracking.failWrites(with: .storage("disk full"))
        let store = Store(
            initialState: MovieDetailsFeature.State(route: .movie(id: 5)),
            reducer: DetailsFeature<MovieDetailsFeature>(dependencies: dependencies(tracking)))
        store.send(.fetch)
        await eventually("the status is read") { store.state.own.tracking.status != nil }
        store.send(.own(.tracking(.markWatched)))
        await eventually("an error") { store.state.own.tracking.error != nil }
        XCTAssertNil(store.state.own.tracking.toast, "no toast saying it worked")
        XCTAssertEqual(store.state.own.tracking.status?.watchCount, 0)
        XCTAssertTrue(store.state.own.tracking.error?.message.contains("not saved") ?? false)
        store.send(.own(.tracking(.dismissError)))
        XCTAssertNil(store.state.own.tracking.error)
    }

    func testUpNextShowsTheNextEpisodeAndMovesOnWhenMarked() async {
        let tracking = FakeTracking(plays: [
            Play(
                id: 1, title: .episode(EpisodeKey(seriesID: 1, season: 1, episode: 1)),
                watchedAt: 100)
        ])
        let store = Store(
            initialState: UpNextFeature.State(), reducer: UpNextFeature(dependencies: dependencies(tracking)))
        store.send(.task)
        await eventually("S1E2 is next") { store.state.items.content?.first?.episode.episodeNumber == 2 }
        let item = store.state.items.content![0]
        XCTAssertEqual(item.episodeLabel, "S1 · E2")
        XCTAssertEqual(item.progressText, "1 of 4 episodes")
        XCTAssertEqual(item.route, .tvEpisode(seriesID: 1, season: 1, episode: 2))
        store.send(.markWatched(item))
        await eventually("S1E3 is next") { store.state.items.content?.first?.episode.episodeNumber == 3 }
        XCTAssertNotNil(store.state.tracking.toast)
        _ = try? await tracking.addPlays(
            [
                .episode(EpisodeKey(seriesID: 1, season: 1, episode: 3)),
                .episode(EpisodeKey(seriesID: 1, season: 2, episode: 1)),
            ], watchedAt: nil)
        await eventually("nothing aired is left: the next episode airs later") {
            store.state.items.content?.first?.hasAired == false
        }
        let waiting = store.state.items.content![0]
        XCTAssertEqual(waiting.route, .tvEpisode(seriesID: 1, season: 2, episode: 2))
        XCTAssertEqual(waiting.progressText, "4 of 4 episodes")
        XCTAssertEqual(
            waiting.airsText,
            "Next episode airs "
                + DisplayFormat.date(CalendarDate(year: 2020, month: 7, day: 1), template: "EEEEdMMMM"))
        let plays = tracking.plays.count
        store.send(.markWatched(waiting))
        try? await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(tracking.plays.count, plays, "an episode that has not aired is not marked")
        _ = try? await tracking.addPlays([.episode(EpisodeKey(seriesID: 1, season: 2, episode: 2))], watchedAt: nil)
        await eventually("nothing is left") { store.state.items == .empty }
    }

    func testHistoryPagesResolveTitlesAndARemovalReloadsInPlace() async {
        var plays = (1...20).map {
            Play(
                id: Int64($0), title: .episode(EpisodeKey(seriesID: 1, season: 1, episode: 1)),
                watchedAt: Double($0))
        }
        plays.append(Play(id: 99, title: .movie(id: 5), watchedAt: 1_000))
        let tracking = FakeTracking(plays: plays)
        let first = Store(
            initialState: HistoryFeature.State(route: .history()),
            reducer: DetailsFeature<HistoryFeature>(dependencies: dependencies(tracking)))
        first.send(.fetch)
        await eventually("page 1") { first.state.content.content != nil }
        let history = first.state.content.content!
        XCTAssertEqual(history.entries.count, 20)
        XCTAssertEqual(history.totalPages, 2)
        XCTAssertEqual(history.entries.first?.title, "Paper Orchard", "newest first")
        XCTAssertEqual(history.entries[1].title, "Harbour Lights — S1 · E1 · Episode 1")
        XCTAssertEqual(Route.history(page: 2).description, "history?page=2")

        first.send(.own(.tracking(.removePlay(history.entries[0].play))))
        await eventually("reloaded in place") { first.state.content.content?.entries.first?.play.id == 20 }
        XCTAssertEqual(first.state.content.content?.totalPages, 1)
        XCTAssertEqual(first.state.own.toast?.change, .removed([history.entries[0].play]))
    }
}

extension TrackingTests {
    func testMarkingAnEpisodeOffersTheEarlierAiredUnwatchedOnesAndMarksThem() async {
        let tracking = FakeTracking()
        _ = try? await tracking.addPlays([.episode(EpisodeKey(seriesID: 1, season: 1, episode: 1))], watchedAt: 5)
        let store = Store(
            initialState: TVEpisodeDetailsFeature.State(route: .tvEpisode(seriesID: 1, season: 2, episode: 1)),
            reducer: DetailsFeature<TVEpisodeDetailsFeature>(dependencies: dependencies(tracking)))
        store.send(.fetch)
        await eventually("the status is read") { store.state.own.tracking.status?.watchCount == 0 }
        store.send(.own(.tracking(.markWatched)))
        await eventually("a toast") { store.state.own.tracking.toast != nil }
        let earlier = store.state.own.tracking.toast?.earlier ?? []
        XCTAssertEqual(
            earlier, [EpisodeKey(seriesID: 1, season: 1, episode: 2), EpisodeKey(seriesID: 1, season: 1, episode: 3)],
            "S1E1 is watched; S2E2 has not aired")
        store.send(.own(.tracking(.toastShown)))

        store.send(.own(.tracking(.markEarlier(earlier))))
        await eventually("the earlier episodes' toast") { store.state.own.tracking.toast != nil }
        XCTAssertEqual(store.state.own.tracking.toast?.change.message, "2 episodes marked as watched")
        XCTAssertEqual(store.state.own.tracking.toast?.earlier, [], "nothing more to offer: Undo instead")
        XCTAssertEqual(tracking.plays.count, 4)

        store.send(.own(.tracking(.toastShown)))
        store.send(.own(.tracking(.markWatched)))
        await eventually("a rewatch's toast") { store.state.own.tracking.toast != nil }
        XCTAssertEqual(store.state.own.tracking.toast?.earlier, [], "every earlier episode is watched now")
    }
}
