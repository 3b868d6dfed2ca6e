import Catalog
import Features
import Store
import StoreTesting
import TMDb
import XCTest

@MainActor
final class AppRootNavigationTests: XCTestCase {
    typealias AppStore = TestStore<AppRootFeature.State, AppRootFeature.Action>

    private func makeStore(_ fakes: AppFakes, _ state: AppRootFeature.State = AppRootFeature.State()) -> AppStore {
        TestStore(initialState: state, reducer: AppRootFeature(dependencies: fakes.dependencies))
    }

    private func loaded<T>(_ value: T) -> ViewState<T> { .ready(value, isStale: false) }

    /// Series 7 → season 1 → episode 2, starting with the series page at `seriesEntry` on `page`.
    private func drillFromSeriesToEpisode(_ store: AppStore, _ fakes: AppFakes, page: AppPage, seriesEntry: Int) async {
        let season = Fixtures.season(1, series: 7)
        let episode = Fixtures.episode(2, series: 7, season: 1)
        fakes.catalog.answer(TVSeasonResource(1, inSeries: 7), with: Fetched(season))
        fakes.catalog.answer(TVEpisodeResource(2, inSeason: 1, inSeries: 7), with: Fetched(episode))

        await store.send(
            .destination(
                entryID: seriesEntry,
                .tvSeriesDetails(.own(.page(.seasonSelected(seasonNumber: 1))))))
        await store.receive(
            .destination(entryID: seriesEntry, .tvSeriesDetails(.navigate(.tvSeason(seriesID: 7, season: 1))))
        ) {
            var seasonState = TVSeasonDetailsFeature.State(route: .tvSeason(seriesID: 7, season: 1))
            seasonState.content = .loading
            $0.stacks[page].append(StackEntry(id: seriesEntry + 1, destination: .tvSeasonDetails(seasonState)))
            $0.nextEntryID += 1
        }
        // The content first; the series context (its name) loads once it is shown.
        await store.receive(.destination(entryID: seriesEntry + 1, .tvSeasonDetails(.loaded(Fetched(season))))) {
            var seasonState = TVSeasonDetailsFeature.State(route: .tvSeason(seriesID: 7, season: 1))
            seasonState.content = self.loaded(season)
            $0.stacks[page][1].destination = .tvSeasonDetails(seasonState)
        }
        let seasonContext = SeriesContext(seriesName: "Lighthouse Keepers")
        await store.receive(
            .destination(entryID: seriesEntry + 1, .tvSeasonDetails(.own(.contextLoaded(seasonContext))))
        ) {
            var seasonState = TVSeasonDetailsFeature.State(route: .tvSeason(seriesID: 7, season: 1))
            seasonState.content = self.loaded(season)
            seasonState.context = seasonContext
            $0.stacks[page][1].destination = .tvSeasonDetails(seasonState)
        }
        XCTAssertEqual(store.state.currentStack.last?.destination.pageTitle, "Season 1")

        await store.send(
            .destination(entryID: seriesEntry + 1, .tvSeasonDetails(.own(.episodeSelected(episodeNumber: 2)))))
        await store.receive(
            .destination(
                entryID: seriesEntry + 1,
                .tvSeasonDetails(.navigate(.tvEpisode(seriesID: 7, season: 1, episode: 2))))
        ) {
            var episodeState = TVEpisodeDetailsFeature.State(route: .tvEpisode(seriesID: 7, season: 1, episode: 2))
            episodeState.content = .loading
            $0.stacks[page].append(StackEntry(id: seriesEntry + 2, destination: .tvEpisodeDetails(episodeState)))
            $0.nextEntryID += 1
        }
        // The content first; the series and season context loads once it is shown.
        await store.receive(.destination(entryID: seriesEntry + 2, .tvEpisodeDetails(.loaded(Fetched(episode))))) {
            var episodeState = TVEpisodeDetailsFeature.State(route: .tvEpisode(seriesID: 7, season: 1, episode: 2))
            episodeState.content = self.loaded(episode)
            $0.stacks[page][2].destination = .tvEpisodeDetails(episodeState)
        }
        let episodeContext = SeriesContext(
            seriesName: "Lighthouse Keepers", seasonName: "Season 1",
            episodeNumbers: season.episodes.map(\.episodeNumber))
        await store.receive(
            .destination(entryID: seriesEntry + 2, .tvEpisodeDetails(.own(.contextLoaded(episodeContext))))
        ) {
            var episodeState = TVEpisodeDetailsFeature.State(route: .tvEpisode(seriesID: 7, season: 1, episode: 2))
            episodeState.content = self.loaded(episode)
            episodeState.context = episodeContext
            $0.stacks[page][2].destination = .tvEpisodeDetails(episodeState)
        }
        XCTAssertEqual(store.state.currentRoute, .tvEpisode(seriesID: 7, season: 1, episode: 2))
        XCTAssertEqual(store.state.currentStack.last?.destination.pageTitle, episode.name)
        XCTAssertEqual(store.state.currentTitle, episode.name)
        XCTAssertTrue(store.state.canGoBack)
    }

    /// Pushes series 7 on the current page from a navigation request and loads it (status first).
    private func expectSeriesPushed(
        _ store: AppStore, _ fakes: AppFakes, page: AppPage, entry: Int,
        request: AppRootFeature.Action, isOnWatchlist: Bool = false
    ) async {
        let series = Fixtures.series(7)
        fakes.catalog.answer(TVSeriesResource(id: 7), with: Fetched(series))
        fakes.catalog.hold(TVSeriesResource(id: 7))
        await store.receive(request) {
            var seriesState = TVSeriesDetailsFeature.State(route: .tvSeries(id: 7))
            seriesState.content = .loading
            $0.stacks[page].append(StackEntry(id: entry, destination: .tvSeriesDetails(seriesState)))
            $0.nextEntryID += 1
        }
        await store.receive(
            .destination(entryID: entry, .tvSeriesDetails(.own(.watchlist(.statusLoaded(isOnWatchlist)))))
        ) {
            if var seriesState = $0.stacks[page][0].destination.state(of: TVSeriesDetailsFeature.self) {
                seriesState.isOnWatchlist = isOnWatchlist
                seriesState.isStatusLoaded = true
                $0.stacks[page][0].destination = .tvSeriesDetails(seriesState)
            }
        }
        fakes.catalog.release(TVSeriesResource(id: 7))
        await store.receive(.destination(entryID: entry, .tvSeriesDetails(.loaded(Fetched(series))))) {
            var seriesState = TVSeriesDetailsFeature.State(route: .tvSeries(id: 7))
            seriesState.content = self.loaded(series)
            seriesState.isOnWatchlist = isOnWatchlist
            seriesState.isStatusLoaded = true
            $0.stacks[page][0].destination = .tvSeriesDetails(seriesState)
        }
    }

    func testExploreReachesEpisodeDetails() async {
        let fakes = AppFakes()
        let store = makeStore(fakes)
        let item = MediaItem.tvSeries(Fixtures.seriesSummary(7))
        await store.send(.explore(.itemSelected(item)))
        await expectSeriesPushed(store, fakes, page: .explore, entry: 1, request: .explore(.navigate(.tvSeries(id: 7))))
        await drillFromSeriesToEpisode(store, fakes, page: .explore, seriesEntry: 1)
        XCTAssertTrue(store.state.stacks.search.isEmpty)

        await store.send(.pop) { $0.stacks.explore.removeLast() }
        XCTAssertEqual(store.state.currentRoute, .tvSeason(seriesID: 7, season: 1))
        await store.send(.popToRoot) { $0.stacks.explore = [] }
        XCTAssertEqual(store.state.currentRoute, .explore)
        XCTAssertEqual(store.state.currentTitle, "Explore")
        XCTAssertFalse(store.state.canGoBack)
        await store.send(.pop)
        await store.finish()
    }

    func testSearchReachesEpisodeDetails() async {
        let fakes = AppFakes()
        let store = makeStore(fakes)
        await store.send(.selectPage(.search)) { $0.selectedPage = .search }
        await store.send(.search(.resultSelected(.tvSeries(Fixtures.seriesSummary(7)))))
        await expectSeriesPushed(store, fakes, page: .search, entry: 1, request: .search(.navigate(.tvSeries(id: 7))))
        await drillFromSeriesToEpisode(store, fakes, page: .search, seriesEntry: 1)
        XCTAssertTrue(store.state.stacks.explore.isEmpty, "pushed on the current page's stack only")

        await store.send(.selectPage(.explore)) { $0.selectedPage = .explore }
        XCTAssertEqual(store.state.currentRoute, .explore)
        await store.send(.selectPage(.search)) { $0.selectedPage = .search }
        XCTAssertEqual(store.state.currentStack.count, 3, "each page keeps its stack")
        await store.send(.popTo(entryID: 1)) { $0.stacks.search.removeLast(2) }
        await store.finish()
    }

    func testWatchlistReachesMovieAndSeriesDetails() async {
        let fakes = AppFakes(watchlist: [
            WatchlistEntry(kind: .tvSeries, id: 7, addedAt: 2),
            WatchlistEntry(kind: .movie, id: 42, addedAt: 1),
        ])
        let movie = Fixtures.movie(42)
        fakes.catalog.answer(MovieResource(id: 42), with: Fetched(movie))
        fakes.catalog.hold(MovieResource(id: 42))
        let store = makeStore(fakes)
        await store.send(.selectPage(.watchlist)) { $0.selectedPage = .watchlist }
        let movieItem = WatchlistItem(kind: .movie, tmdbID: 42, title: movie.title, poster: movie.poster, addedAt: 1)
        await store.send(.watchlist(.itemSelected(movieItem)))
        await store.receive(.watchlist(.navigate(.movie(id: 42)))) {
            var movieState = MovieDetailsFeature.State(route: .movie(id: 42))
            movieState.content = .loading
            $0.stacks.watchlist = [StackEntry(id: 1, destination: .movieDetails(movieState))]
            $0.nextEntryID = 2
        }
        await store.receive(.destination(entryID: 1, .movieDetails(.own(.watchlist(.statusLoaded(true)))))) {
            var movieState = MovieDetailsFeature.State(route: .movie(id: 42))
            movieState.content = .loading
            movieState.isOnWatchlist = true
            movieState.isStatusLoaded = true
            $0.stacks.watchlist[0].destination = .movieDetails(movieState)
        }
        fakes.catalog.release(MovieResource(id: 42))
        await store.receive(.destination(entryID: 1, .movieDetails(.loaded(Fetched(movie))))) {
            var movieState = MovieDetailsFeature.State(route: .movie(id: 42))
            movieState.content = self.loaded(movie)
            movieState.isOnWatchlist = true
            movieState.isStatusLoaded = true
            $0.stacks.watchlist[0].destination = .movieDetails(movieState)
        }
        XCTAssertEqual(store.state.currentRoute, .movie(id: 42))
        await store.send(.pop) { $0.stacks.watchlist = [] }

        let seriesItem = WatchlistItem(kind: .tvSeries, tmdbID: 7, title: "Lighthouse Keepers", poster: nil, addedAt: 2)
        await store.send(.watchlist(.itemSelected(seriesItem)))
        await expectSeriesPushed(
            store, fakes, page: .watchlist, entry: 2, request: .watchlist(.navigate(.tvSeries(id: 7))),
            isOnWatchlist: true)
        XCTAssertEqual(store.state.currentRoute, .tvSeries(id: 7))
        await store.finish()
    }

    func testTheSameRouteIsNotPushedTwiceInARowAndPageRoutesSwitchPage() async {
        let fakes = AppFakes()
        fakes.catalog.hold(PersonResource(id: 5))
        let store = makeStore(fakes)
        await store.send(.navigate(.person(id: 5))) {
            var person = PersonDetailsFeature.State(route: .person(id: 5))
            person.content = .loading
            $0.stacks.explore = [StackEntry(id: 1, destination: .personDetails(person))]
            $0.nextEntryID = 2
        }
        await store.send(.navigate(.person(id: 5)))
        await store.send(.navigate(.watchlist)) { $0.selectedPage = .watchlist }
        await store.send(.selectPage(.explore)) { $0.selectedPage = .explore }
        await store.send(.pop) { $0.stacks.explore = [] }
        await store.finish()
        XCTAssertEqual(
            fakes.catalog.calls(PersonResource.self).map(\.id), [5],
            "the popped page's request was cancelled, not repeated")
    }

    func testPoppingCancelsThePagesWork() async {
        let fakes = AppFakes()
        fakes.catalog.hold(TVEpisodeResource(1, inSeason: 1, inSeries: 1))
        let store = makeStore(fakes)
        await store.send(.navigate(.tvEpisode(seriesID: 1, season: 1, episode: 1))) {
            var episode = TVEpisodeDetailsFeature.State(route: .tvEpisode(seriesID: 1, season: 1, episode: 1))
            episode.content = .loading
            $0.stacks.explore = [StackEntry(id: 1, destination: .tvEpisodeDetails(episode))]
            $0.nextEntryID = 2
        }
        XCTAssertGreaterThanOrEqual(store.runningEffectCount, 1, "the held load runs")
        await store.send(.popToRoot) { $0.stacks.explore = [] }
        await store.finish()
    }

    func testOpenDeepRouteShowsThePageAloneOnExplore() async {
        let fakes = AppFakes()
        let episode = Fixtures.episode(3, series: 1, season: 2)
        fakes.catalog.answer(TVEpisodeResource(3, inSeason: 2, inSeries: 1), with: Fetched(episode))
        var initial = AppRootFeature.State()
        initial.selectedPage = .search
        let store = makeStore(fakes, initial)
        await store.send(.open(.tvEpisode(seriesID: 1, season: 2, episode: 3))) {
            var state = TVEpisodeDetailsFeature.State(route: .tvEpisode(seriesID: 1, season: 2, episode: 3))
            state.content = .loading
            $0.selectedPage = .explore
            $0.stacks.explore = [StackEntry(id: 1, destination: .tvEpisodeDetails(state))]
            $0.nextEntryID = 2
        }
        await store.receive(.destination(entryID: 1, .tvEpisodeDetails(.loaded(Fetched(episode))))) {
            var state = TVEpisodeDetailsFeature.State(route: .tvEpisode(seriesID: 1, season: 2, episode: 3))
            state.content = self.loaded(episode)
            $0.stacks.explore[0].destination = .tvEpisodeDetails(state)
        }
        await store.send(.open(.watchlist)) { $0.selectedPage = .watchlist }
        await store.finish()
    }

    func testEveryRouteRoundTripsThroughTheAppState() async throws {
        for text in [
            "explore", "search", "search?q=dune%202", "watchlist", "movie/550", "tv/1396", "tv/1396/season/0",
            "tv/1396/season/2/episode/3", "person/17419",
        ] {
            let route = try Route(parsing: text)
            let state = AppRootFeature.State(route: route)
            XCTAssertEqual(state.currentRoute, route, text)
            XCTAssertEqual(state.currentRoute.description, text)
        }
        let deep = AppRootFeature.State(route: .tvEpisode(seriesID: 1, season: 2, episode: 3))
        XCTAssertEqual(deep.selectedPage, .explore)
        XCTAssertEqual(deep.stacks.explore.map(\.destination.route), [.tvEpisode(seriesID: 1, season: 2, episode: 3)])
        XCTAssertEqual(AppRootFeature.State(route: .search(query: "x")).search.query, "x")
    }

    func testTheVisiblePagesWatchlistStatusAndToggleAreReachableWithoutKnowingThePage() async {
        let fakes = AppFakes()
        fakes.catalog.answer(MovieResource(id: 3), with: Fetched(Fixtures.movie(3, title: "Movie 3")))
        fakes.catalog.answer(TVSeasonResource(1, inSeries: 7), with: Fetched(Fixtures.season(1, series: 7)))
        let store = Store(
            initialState: AppRootFeature.State(), reducer: AppRootFeature(dependencies: fakes.dependencies))
        store.send(.navigate(.movie(id: 3)))
        await eventually("the movie page read the library") {
            store.state.currentStack.last?.destination.isOnWatchlist != nil
        }
        let top = store.state.currentStack.last!
        XCTAssertEqual(top.destination.isOnWatchlist, false)
        store.send(.destination(entryID: top.id, top.destination.watchlistToggleAction!))
        XCTAssertEqual(store.state.currentStack.last?.destination.isOnWatchlist, true, "optimistic, like the button")
        await eventually("stored") { fakes.watchlist.entries.map(\.id) == [3] }

        store.send(.navigate(.tvSeason(seriesID: 7, season: 1)))
        XCTAssertNil(store.state.currentStack.last?.destination.isOnWatchlist, "a season has no watchlist toggle")
        XCTAssertNil(store.state.currentStack.last?.destination.watchlistToggleAction)
    }
}
