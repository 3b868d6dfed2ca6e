import Catalog
import Features
import Foundation
import Store
import TMDb
import XCTest

/// Issue 22: the season page's facts and series link, the episode page's "Series › Season" context line and
/// previous/next episode, loaded besides the page's content.
@MainActor
final class SeriesContextTests: XCTestCase {
    private let enUS = Locale(identifier: "en_US")

    private func episode(_ number: Int, season: Int = 1) -> TVEpisode {
        TVEpisode(
            id: season * 100 + number, tvSeriesID: 1, seasonNumber: season, episodeNumber: number,
            name: "Episode \(number)")
    }

    /// Series 1 "Harbour Lights" with season 1 ("The First Winter": episodes 1, 2 and 4, listed out of order).
    private func dependencies(seriesLoads: Bool = true, seasonLoads: Bool = true) -> AppDependencies {
        let catalog = FakeCatalog()
        if seriesLoads {
            catalog.answer(TVSeriesResource(id: 1), with: Fetched(TVSeries(id: 1, name: "Harbour Lights")))
        }
        let listed = [episode(4), episode(1), episode(2)]
        if seasonLoads {
            catalog.answer(
                TVSeasonResource(1, inSeries: 1),
                with: Fetched(
                    TVSeason(
                        tvSeriesID: 1, seasonNumber: 1, name: "The First Winter",
                        airDate: CalendarDate(year: 2016, month: 2, day: 6),
                        episodes: listed)))
        }
        for episode in listed {
            catalog.answer(TVEpisodeResource(episode.episodeNumber, inSeason: 1, inSeries: 1), with: Fetched(episode))
        }
        return .fakes(catalog: catalog, tracking: FakeTracking())
    }

    private func episodePage(_ number: Int, _ dependencies: AppDependencies)
        -> Store<TVEpisodeDetailsFeature.State, TVEpisodeDetailsFeature.Action>
    {
        Store(
            initialState: TVEpisodeDetailsFeature.State(route: .tvEpisode(seriesID: 1, season: 1, episode: number)),
            reducer: DetailsFeature<TVEpisodeDetailsFeature>(dependencies: dependencies))
    }

    func testEpisodePageLoadsItsSeriesAndSeasonContext() async {
        let store = episodePage(2, dependencies())
        store.send(.fetch)
        await eventually("the context") { store.state.own.context != nil && store.state.content.content != nil }
        XCTAssertEqual(
            store.state.own.context,
            SeriesContext(seriesName: "Harbour Lights", seasonName: "The First Winter", episodeNumbers: [1, 2, 4]))
        let context = store.state.display(locale: enUS)?.context
        XCTAssertEqual(context?.series.title, "Harbour Lights")
        XCTAssertEqual(context?.series.route, .tvSeries(id: 1))
        XCTAssertEqual(context?.season?.title, "The First Winter")
        XCTAssertEqual(context?.season?.route, .tvSeason(seriesID: 1, season: 1))
        XCTAssertEqual(context?.previousEpisode, .tvEpisode(seriesID: 1, season: 1, episode: 1))
        XCTAssertEqual(context?.nextEpisode, .tvEpisode(seriesID: 1, season: 1, episode: 4), "episode 3 is not listed")
    }

    func testNoPreviousBeforeTheFirstEpisodeAndNoNextAfterTheLast() {
        let context = SeriesContext(seriesName: "Harbour Lights", seasonName: "Season 1", episodeNumbers: [3, 1, 2])
        let first = SeriesContextDisplay(episodePage: .tvEpisode(seriesID: 1, season: 1, episode: 1), context: context)
        XCTAssertNil(first.previousEpisode)
        XCTAssertEqual(first.nextEpisode, .tvEpisode(seriesID: 1, season: 1, episode: 2))
        let last = SeriesContextDisplay(episodePage: .tvEpisode(seriesID: 1, season: 1, episode: 3), context: context)
        XCTAssertEqual(last.previousEpisode, .tvEpisode(seriesID: 1, season: 1, episode: 2))
        XCTAssertNil(last.nextEpisode)
        let only = SeriesContextDisplay(
            episodePage: .tvEpisode(seriesID: 1, season: 1, episode: 1),
            context: SeriesContext(seriesName: "x", episodeNumbers: [1]))
        XCTAssertNil(only.previousEpisode)
        XCTAssertNil(only.nextEpisode)
    }

    func testASeasonThatDoesNotLoadLeavesTheSeriesAndANumberedSeasonWithoutPreviousOrNext() async {
        let store = episodePage(2, dependencies(seasonLoads: false))
        store.send(.fetch)
        await eventually("the context") { store.state.own.context != nil && store.state.content.content != nil }
        let context = store.state.display(locale: enUS)?.context
        XCTAssertEqual(context?.series.title, "Harbour Lights")
        XCTAssertEqual(context?.season?.title, "Season 1")
        XCTAssertNil(context?.previousEpisode)
        XCTAssertNil(context?.nextEpisode)
    }

    func testASeriesThatDoesNotLoadShowsNoContextButThePage() async {
        let store = episodePage(2, dependencies(seriesLoads: false))
        store.send(.fetch)
        await eventually("the episode and the library") {
            store.state.content.content != nil && store.state.own.tracking.status != nil
        }
        try? await Task.sleep(for: .milliseconds(100))
        XCTAssertNil(store.state.own.context)
        XCTAssertNil(store.state.display(locale: enUS)?.context)
        XCTAssertEqual(store.state.display(locale: enUS)?.title, "Episode 2")
    }

    func testSeasonPageShowsAirDateEpisodeCountAndTheSeriesAsALink() async {
        let store = Store(
            initialState: TVSeasonDetailsFeature.State(route: .tvSeason(seriesID: 1, season: 1)),
            reducer: DetailsFeature<TVSeasonDetailsFeature>(dependencies: dependencies()))
        store.send(.fetch)
        await eventually("the context") { store.state.own.context != nil && store.state.content.content != nil }
        XCTAssertEqual(
            store.state.own.context, SeriesContext(seriesName: "Harbour Lights"),
            "the season page loads the series only")
        let display = store.state.display(locale: enUS)
        XCTAssertEqual(display?.facts, ["February 6, 2016", "3 episodes"])
        XCTAssertEqual(
            display?.context?.series, SeriesContextDisplay.Link(title: "Harbour Lights", route: .tvSeries(id: 1)))
        XCTAssertNil(display?.context?.season)
        XCTAssertNil(display?.context?.previousEpisode)
        XCTAssertNil(display?.context?.nextEpisode)
    }

    func testSeasonFactsLeaveOutAnUnknownAirDate() {
        let display = TVSeasonDetailsDisplay(
            TVSeason(
                tvSeriesID: 1, seasonNumber: 2, name: "Season 2",
                episodes: [episode(1, season: 2)]), locale: enUS)
        XCTAssertEqual(display.facts, ["1 episode"])
        XCTAssertNil(display.context)
    }
}
