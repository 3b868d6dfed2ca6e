import Catalog
import Features
import InMemoryTracing
import Store
import StoreTesting
import TMDb
import Tracing
import XCTest

/// A page load is the root span of its trace, `load <route>`; the repository reads of the load are its
/// children (the span context travels with the store's effect task).
@MainActor
final class PageLoadSpanTests: XCTestCase {
    private let tracer = InMemoryTracer()
    private let route = Route.tvEpisode(seriesID: 1, season: 2, episode: 3)

    private func store(_ answer: Result<Fetched<TVEpisode>, CatalogError>)
        -> TestStore<TVEpisodeDetailsFeature.State, TVEpisodeDetailsFeature.Action>
    {
        let catalog = FakeCatalog()
        let episode = TVEpisodeResource(3, inSeason: 2, inSeries: 1)
        switch answer {
        case .success(let fetched): catalog.answer(episode, with: fetched)
        case .failure(let error): catalog.fail(episode, with: error)
        }
        let dependencies = AppDependencies.fakes(catalog: catalog)
        return TestStore(
            initialState: .init(route: route),
            reducer: DetailsFeature<TVEpisodeDetailsFeature>(dependencies: dependencies))
    }

    private func span(_ name: String) throws -> FinishedInMemorySpan {
        try XCTUnwrap(
            tracer.finishedSpans.first { $0.operationName == name }, "\(tracer.finishedSpans.map(\.operationName))")
    }

    func testADetailsPageLoadIsTheRootOfItsTrace() async throws {
        let episode = Fixtures.episode(3, series: 1, season: 2)
        let store = store(.success(Fetched(episode)))
        await withTracer(tracer) {
            await store.send(.fetch) { $0.content = .loading }
            await store.receive(.loaded(Fetched(episode))) { $0.content = .ready(episode, isStale: false) }
        }
        await store.finish()
        let root = try span("load tv/1/season/2/episode/3")
        let repository = try span("repository tvEpisode")
        XCTAssertNil(root.parentSpanID)
        XCTAssertEqual(repository.parentSpanID, root.spanID)
        XCTAssertEqual(repository.traceID, root.traceID)
        XCTAssertEqual(root.attributes.get("popcorn.page"), .string("tv/{tv}/season/{season:0}/episode/{episode}"))
        XCTAssertEqual(root.attributes.get("popcorn.stale"), .bool(false))
        XCTAssertNil(root.status)
        let context = try span("context tv/1")
        XCTAssertEqual(
            context.parentSpanID, root.spanID, "the series context loads in the page's trace, after its content")
        XCTAssertEqual(context.traceID, root.traceID)
    }

    func testAFailedLoadFailsItsRootSpan() async throws {
        let store = store(.failure(.notFound))
        await withTracer(tracer) {
            await store.send(.fetch) { $0.content = .loading }
            await store.receive(.failed(.notFound)) { $0.content = .error(ErrorInfo(.notFound)) }
        }
        await store.finish()
        let root = try span("load tv/1/season/2/episode/3")
        XCTAssertEqual(root.status?.code, .error)
        XCTAssertEqual(root.errors.first?.error as? CatalogError, .notFound)
        XCTAssertEqual(try span("repository tvEpisode").status?.code, .error)
    }

    func testEachExploreSectionIsATraceOfItsOwn() async throws {
        let store = Store(
            initialState: ExploreFeature.State(), reducer: ExploreFeature(client: .init(catalog: FakeCatalog())))
        withTracer(tracer) { store.send(.fetch) }
        while store.runningEffectCount > 0 { await Task.yield() }
        let loads = tracer.finishedSpans.filter { $0.operationName == "load explore" }
        let sections = loads.compactMap { span -> String? in
            if case .string(let section) = span.attributes.get("popcorn.explore.section") { return section }
            return nil
        }
        XCTAssertEqual(Set(sections), Set(ExploreSectionID.allCases.map(\.rawValue)))
        XCTAssertEqual(Set(loads.map(\.traceID)).count, ExploreSectionID.allCases.count)
        XCTAssertTrue(loads.allSatisfy { $0.parentSpanID == nil })
    }
}
