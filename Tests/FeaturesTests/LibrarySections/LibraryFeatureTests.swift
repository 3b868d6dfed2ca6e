import Catalog
import Features
import Store
import TMDb
import XCTest

/// The Library's sections over fakes: series 1 (one of two aired episodes watched: Watching), series 2 (on the
/// watchlist, put on hold), series 3 (comedy, on hold, hidden), movie 4 (watched: Completed), movie 5 (on the
/// watchlist: Plan to Watch, hidden).
@MainActor
final class LibraryFeatureTests: XCTestCase {
    private func library() -> (AppDependencies, FakeLists, FakeCatalog) {
        let catalog = FakeCatalog()
        func series(_ id: Int, _ name: String, genres: [Genre], year: Int, cast: [String]) -> TVSeries {
            TVSeries(
                id: id, name: name, firstAirDate: CalendarDate(year: year, month: 1, day: 1), genres: genres,
                seasons: [TVSeasonSummary(id: id * 10, seasonNumber: 1, name: "Season 1", episodeCount: 2)],
                cast: cast.enumerated().map { CastMember(id: $0.offset, name: $0.element, order: $0.offset) },
                score: VoteScore(average: Double(id), count: 10))
        }
        let drama = Genre(id: 18, name: "Drama")
        let comedy = Genre(id: 35, name: "Comedy")
        catalog.answer(
            TVSeriesResource(id: 1),
            with: Fetched(series(1, "Alder Road", genres: [drama], year: 1994, cast: ["Anna Berg"])))
        catalog.answer(
            TVSeriesResource(id: 2),
            with: Fetched(series(2, "Birch Lane", genres: [drama, comedy], year: 2005, cast: [])))
        catalog.answer(
            TVSeriesResource(id: 3), with: Fetched(series(3, "Cedar Court", genres: [comedy], year: 1998, cast: [])))
        catalog.answer(TVSeasonResource(1, inSeries: 1), with: Fetched(Fixtures.season(1, series: 1)))
        catalog.answer(
            MovieResource(id: 4),
            with: Fetched(
                Movie(
                    id: 4, title: "Dune Sea", releaseDate: CalendarDate(year: 1991, month: 2, day: 3), genres: [drama]))
        )
        catalog.answer(MovieResource(id: 5), with: Fetched(Movie(id: 5, title: "Elm Street", genres: [comedy])))
        let tracking = FakeTracking(plays: [
            Play(id: 1, title: .episode(EpisodeKey(seriesID: 1, season: 1, episode: 1)), watchedAt: 100),
            Play(id: 2, title: .movie(id: 4), watchedAt: 200),
        ])
        let lists = FakeLists(
            statuses: [
                TitleStatus(title: LibraryTitle(.tvSeries, id: 2), status: .onHold, changedAt: 300),
                TitleStatus(title: LibraryTitle(.tvSeries, id: 3), status: .onHold, changedAt: 400),
            ],
            hidden: [
                HiddenTitle(title: LibraryTitle(.tvSeries, id: 3), hiddenAt: 500),
                HiddenTitle(title: LibraryTitle(.movie, id: 5), hiddenAt: 600),
            ])
        let dependencies = AppDependencies.fakes(
            catalog: catalog,
            watchlist: FakeWatchlist([
                WatchlistEntry(kind: .tvSeries, id: 2, addedAt: 10), WatchlistEntry(kind: .movie, id: 5, addedAt: 20),
            ]),
            tracking: tracking, lists: lists, today: CalendarDate(year: 2026, month: 1, day: 1))
        return (dependencies, lists, catalog)
    }

    private func dump(_ text: String, _ dependencies: AppDependencies) async throws -> String {
        await RouteTable.popcorn.dump(try Route(parsing: text), dependencies: dependencies).text
    }

    private func result(_ kind: String, _ id: Int, _ title: String, _ year: Int?, _ status: String?, hidden: Bool)
        -> String
    {
        "{\"kind\": \"\(kind)\", \"id\": \(id), \"title\": \"\(title)\", \"year\": \(year.map(String.init) ?? "null"), "
            + "\"status\": \(status.map { "\"\($0)\"" } ?? "null"), \"hidden\": \(hidden)}"
    }

    func testEachSectionListsItsTitlesWithTheirStatusAndHiddenMark() async throws {
        let (dependencies, _, _) = library()
        let alder = result("tvSeries", 1, "Alder Road", 1994, "watching", hidden: false)
        let birch = result("tvSeries", 2, "Birch Lane", 2005, "on-hold", hidden: false)
        let cedar = result("tvSeries", 3, "Cedar Court", 1998, "on-hold", hidden: true)
        let dune = result("movie", 4, "Dune Sea", 1991, "completed", hidden: false)
        let elm = result("movie", 5, "Elm Street", nil, "plan-to-watch", hidden: true)
        func page(_ route: String, _ name: String, _ results: [String], status: String = "ready") -> String {
            "{\"route\": \"\(route)\", \"status\": \"\(status)\", \"isStale\": false, \"name\": \"\(name)\", \"results\": ["
                + results.joined(separator: ", ") + "]}"
        }
        var text = try await dump("library/watching", dependencies)
        XCTAssertEqual(text, page("library/watching", "Watching", [alder]))
        text = try await dump("library/on-hold", dependencies)
        XCTAssertEqual(text, page("library/on-hold", "On Hold", [cedar, birch]))
        text = try await dump("library/on-hold?with_genres=18", dependencies)
        XCTAssertEqual(text, page("library/on-hold?with_genres=18", "On Hold", [birch]))
        text = try await dump("library/completed", dependencies)
        XCTAssertEqual(text, page("library/completed", "Completed", [dune]))
        text = try await dump("library/plan-to-watch", dependencies)
        XCTAssertEqual(text, page("library/plan-to-watch", "Plan to Watch", [elm]))
        text = try await dump("library/hidden?sort_by=title.asc", dependencies)
        XCTAssertEqual(text, page("library/hidden?sort_by=title.asc", "Hidden", [cedar, elm]))
        text = try await dump("library/dropped", dependencies)
        XCTAssertEqual(text, page("library/dropped", "Dropped", [], status: "empty"))
    }

    func testAListShowsItsItemsByDateAddedAndAnUnknownListIsNotFound() async throws {
        let (dependencies, lists, _) = library()
        let list = try await lists.createList(name: "Weekend", description: "")
        _ = try await lists.addToList(list.id, [LibraryTitle(.movie, id: 4)])
        _ = try await lists.addToList(list.id, [LibraryTitle(.tvSeries, id: 1)])
        var text = try await dump("library/list/\(list.id)?q=anna", dependencies)
        XCTAssertEqual(
            text,
            "{\"route\": \"library/list/\(list.id)?q=anna\", \"status\": \"ready\", \"isStale\": false, \"name\": \"Weekend\", "
                + "\"results\": [\(result("tvSeries", 1, "Alder Road", 1994, "watching", hidden: false))]}")
        text = try await dump("library/list/\(list.id)?decade=1990&sort_by=added.asc", dependencies)
        XCTAssertTrue(text.contains("\"results\": [{\"kind\": \"movie\", \"id\": 4"), text)
        text = try await dump("library/list/99", dependencies)
        XCTAssertTrue(text.hasPrefix("{\"route\": \"library/list/99\", \"status\": \"error\""), text)
        XCTAssertTrue(text.contains("\"kind\": \"notFound\""), text)
    }

    func testTheSectionFollowsTheLibraryAndOpeningAnotherFilterKeepsTheGridShown() async throws {
        let (dependencies, lists, _) = library()
        let store = Store(
            initialState: LibraryFeature.State(route: .library(.dropped)),
            reducer: LibraryFeature(dependencies: dependencies))
        store.send(.task)
        await eventually("empty Dropped") { store.state.shelf.content?.entries.isEmpty == true }
        try await lists.setStatus(.dropped, of: LibraryTitle(.tvSeries, id: 1))
        await eventually("Alder Road dropped") { store.state.shelf.content?.entries.map(\.name) == ["Alder Road"] }
        store.send(.open(.library(.dropped, query: LibraryQuery(genres: "35"))))
        XCTAssertNotNil(store.state.shelf.content, "a filter change keeps the grid until the new one is loaded")
        await eventually("no comedy dropped") { store.state.shelf.content?.entries.isEmpty == true }
        XCTAssertEqual(store.state.shelf.content?.totalCount, 1)
        store.send(.open(.library(.hidden)))
        XCTAssertEqual(store.state.shelf, .loading)
        await eventually("hidden") { store.state.shelf.content?.entries.count == 2 }
    }

    func testAnotherFilterOrOrderOnTheSameSectionIsAppliedAtOnceWithoutReadingTheSectionAgain() async throws {
        let (dependencies, _, catalog) = library()
        let store = Store(
            initialState: LibraryFeature.State(route: .library(.onHold)),
            reducer: LibraryFeature(dependencies: dependencies))
        store.send(.task)
        await eventually("On Hold") { store.state.shelf.content?.entries.count == 2 }
        let reads = catalog.calls(TVSeriesResource.self).count
        store.send(.open(.library(.onHold, query: LibraryQuery(genres: "18"))))
        XCTAssertEqual(store.state.shelf.content?.entries.map(\.name), ["Birch Lane"])
        store.send(.open(.library(.onHold, query: LibraryQuery(sort: LibraryQuery.Sort(.title, ascending: false)))))
        XCTAssertEqual(store.state.shelf.content?.entries.map(\.name), ["Cedar Court", "Birch Lane"])
        XCTAssertEqual(store.state.shelf.content?.totalCount, 2)
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(catalog.calls(TVSeriesResource.self).count, reads, "the section was read again")
    }

    func testASectionStillLoadingIsShownWithTheFiltersChosenMeanwhile() async throws {
        let (dependencies, _, catalog) = library()
        catalog.hold(MovieResource(id: 4))
        let store = Store(
            initialState: LibraryFeature.State(route: .library(.completed)),
            reducer: LibraryFeature(dependencies: dependencies))
        store.send(.task)
        store.send(.open(.library(.completed, query: LibraryQuery(genres: "35"))))
        XCTAssertEqual(store.state.shelf, .loading)
        catalog.release(MovieResource(id: 4))
        await eventually("no comedy completed") { store.state.shelf.content != nil }
        XCTAssertEqual(store.state.shelf.content?.entries, [])
        XCTAssertEqual(store.state.shelf.content?.totalCount, 1)
        XCTAssertEqual(catalog.calls(MovieResource.self).count, 1)
    }
}
