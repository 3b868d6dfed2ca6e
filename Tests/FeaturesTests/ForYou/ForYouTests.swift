import Catalog
import Features
import Store
import TMDb
import XCTest

/// For You's pieces without a server: the ranking, the filters' text form, the cards' reasons and Explore's
/// section (the dump against the fake TMDb is ForYouCLITests).
@MainActor
final class ForYouTests: XCTestCase {
    private func movie(_ id: Int, popularity: Double = 0) -> MediaItem {
        .movie(MovieSummary(id: id, title: "Movie \(id)", popularity: popularity))
    }

    private let dune = ForYouSeed(title: LibraryTitle(.movie, id: 1), name: "Dune", reason: .rated(9))
    private let tower = ForYouSeed(title: LibraryTitle(.movie, id: 2), name: "Glass Tower", reason: .rated(8))
    private let severance = ForYouSeed(title: LibraryTitle(.tvSeries, id: 3), name: "Severance", reason: .watching)

    func testMoreSeedsRankFirstThenTheBestSeedThenPopularityAndTheLibraryIsLeftOut() async throws {
        let picks = ForYouRanking.rank(
            [
                (tower, [movie(10, popularity: 1), movie(11, popularity: 50), movie(2), movie(12)]),
                (dune, [movie(13, popularity: 5), movie(10, popularity: 1), movie(14, popularity: 9)]),
            ], excluding: [LibraryTitle(.movie, id: 12)])
        XCTAssertEqual(picks.map(\.item.tmdbID), [10, 14, 13, 11], "2 is a seed, 12 in the library")
        XCTAssertEqual(picks[0].because, [dune, tower], "the best seed first")
    }

    func testTheFiltersTextFormAndItsErrors() async throws {
        XCTAssertEqual(
            try ForYouQuery(parsing: "max_runtime=120&on_my_services=1").text, "on_my_services=1&max_runtime=120")
        XCTAssertEqual(try Route(parsing: "for-you?max_runtime=45").description, "for-you?max_runtime=45")
        XCTAssertEqual(Route.forYou(ForYouQuery(onMyServices: true)).description, "for-you?on_my_services=1")
        for bad in ["max_runtime=0", "max_runtime=601", "on_my_services=0", "q=x", "max_runtime=45&max_runtime=45"] {
            XCTAssertThrowsError(try Route(parsing: "for-you?" + bad), bad)
        }
    }

    func testEachCardSaysWhy() async throws {
        let display = ForYouDisplay(
            ForYouList(
                picks: [
                    ForYouPick(item: movie(10), because: [dune, tower]),
                    ForYouPick(item: movie(11), because: [severance]),
                    ForYouPick(item: movie(12), because: [ForYouSeed(title: nil, name: "", reason: .account)]),
                ], hasSeeds: true), query: ForYouQuery())
        XCTAssertEqual(
            display.cards.map(\.because),
            [
                "Because you rated Dune 9 (and 1 more)", "Because you are watching Severance",
                "Recommended for your TMDb account",
            ])
        XCTAssertNil(display.empty)
        XCTAssertEqual(ForYouDisplay(ForYouList(picks: [], hasSeeds: false), query: ForYouQuery()).empty, .noSeeds)
        XCTAssertEqual(
            ForYouDisplay(ForYouList(picks: [], hasSeeds: true), query: ForYouQuery(maxRuntime: 45)).empty,
            .noMatch(unfiltered: .forYou()))
    }

    func testExploresSectionLoadsExplainsAndDropsHiddenTitles() async throws {
        let list = ForYouList(picks: [ForYouPick(item: movie(10), because: [dune])], hasSeeds: true)
        let store = Store(
            initialState: ExploreFeature.State(),
            reducer: ExploreFeature(client: .init(catalog: FakeCatalog(), forYou: { Fetched(list) })))
        store.send(.forYouLoaded(Fetched(list)))
        XCTAssertEqual(store.state.forYouDisplay.cards.content?.map(\.because), ["Because you rated Dune 9"])
        store.send(.titlesHidden([LibraryTitle(.movie, id: 10)]))
        XCTAssertEqual(store.state.forYouDisplay.cards, .empty)
        store.send(.forYouLoaded(Fetched(ForYouList(picks: [], hasSeeds: false))))
        XCTAssertEqual(store.state.forYouDisplay.cards, .empty)
        XCTAssertEqual(
            store.state.forYouDisplay.emptyMessage,
            "Rate titles 8 or more, or start watching a series, and titles like them appear here.")
    }
}
