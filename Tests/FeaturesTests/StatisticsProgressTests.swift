import Catalog
import Features
import Store
import StoreTesting
import TMDb
import XCTest

/// The statistics page's progress while it reads its titles' details: shown once reading takes longer than a
/// frame (0 of N … N of N, then the figures), never for a warm cache; and its text.
@MainActor
final class StatisticsProgressTests: XCTestCase {
    private let route = Route.statistics(year: 2017)

    /// Plays of movies 1 to 3 in 2017, each movie's details answered by `catalog`.
    private func dependencies(_ catalog: FakeCatalog, clock: TestClock) -> AppDependencies {
        let day = Double(CalendarDate(year: 2017, month: 3, day: 1).dayNumber) * 86_400
        let tracking = FakeTracking(
            plays: (1...3).map { id in
                Play(id: Int64(id), title: .movie(id: id), watchedAt: day + Double(id) * 86_400)
            })
        for id in 1...3 { catalog.answer(MovieResource(id: id), with: Fetched(Fixtures.movie(id))) }
        return .fakes(catalog: catalog, tracking: tracking, clock: clock)
    }

    private func makeStore(_ dependencies: AppDependencies)
        -> TestStore<StatisticsFeature.State, StatisticsFeature.Action>
    {
        TestStore(
            initialState: .init(route: route), reducer: DetailsFeature<StatisticsFeature>(dependencies: dependencies))
    }

    func testASlowReadShowsItsProgressAfterAFrameThenTheFigures() async throws {
        let catalog = FakeCatalog()
        for id in 1...3 { catalog.hold(MovieResource(id: id)) }
        let clock = TestClock()
        let dependencies = dependencies(catalog, clock: clock)
        let store = makeStore(dependencies)

        await store.send(.fetch) { $0.content = .loading }
        await catalog.stub(MovieResource.self).waitForCalls(3)
        await eventually("the progress waits a frame") { clock.sleeperCount == 1 }
        clock.advance(by: StatisticsFeature.progressDelay)
        await store.receive(.own(.progress(StatisticsProgress(done: 0, total: 3)))) {
            $0.progress = StatisticsProgress(done: 0, total: 3)
        }
        for id in 1...3 {
            catalog.release(MovieResource(id: id))
            await store.receive(.own(.progress(StatisticsProgress(done: id, total: 3)))) {
                $0.progress = StatisticsProgress(done: id, total: 3)
            }
        }
        await store.receive(.own(.progress(nil))) { $0.progress = nil }
        let statistics = try await StatisticsFeature.load(route, from: dependencies)
        XCTAssertEqual(statistics.value.moviesWatched, 3)
        await store.receive(.loaded(statistics)) { $0.content = .ready(statistics.value, isStale: false) }
        await store.finish()
    }

    func testAWarmCacheShowsTheFiguresWithoutProgress() async throws {
        let catalog = FakeCatalog()
        let clock = TestClock()
        let dependencies = dependencies(catalog, clock: clock)
        let statistics = try await StatisticsFeature.load(route, from: dependencies)
        let store = makeStore(dependencies)

        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.loaded(statistics)) { $0.content = .ready(statistics.value, isStale: false) }
        await store.finish()
        XCTAssertEqual(clock.sleeperCount, 0, "the progress's wait ended with the read")
    }

    func testTheProgressText() {
        XCTAssertEqual(
            StatisticsPageDisplay.progressText(StatisticsProgress(done: 120, total: 340)),
            "Computing… 120 of 340 titles")
        XCTAssertEqual(
            StatisticsPageDisplay.progressText(StatisticsProgress(done: 0, total: 1)), "Computing… 0 of 1 title")
        XCTAssertEqual(StatisticsProgress(done: 120, total: 480).fraction, 0.25)
    }
}
