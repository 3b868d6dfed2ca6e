import Store
import XCTest

/// Counts how many instances were freed.
@MainActor
private final class Tracked {
    static var freed = 0

    isolated deinit { Self.freed += 1 }
}

/// A state with one tracked object per node of a tree of pages, each page with its own count.
private struct TreeState {
    var tracked = Tracked()
    var count = 0
    var pages: [Int: TreeState] = [:]
}

private enum TreeAction: Sendable {
    case increment
    indirect case page(Int, TreeAction)
    case dropPage(Int)
}

private func reduceTree(_ state: inout TreeState, _ action: TreeAction) -> Effect<TreeAction> {
    switch action {
    case .increment:
        state.count += 1
    case .page(let id, let action):
        _ = reduceTree(&state.pages[id, default: TreeState()], action)
    case .dropPage(let id):
        state.pages[id] = nil
    }
    return .none
}

/// Stores, scoped stores and observations are freed in whatever order their owners release them, and the
/// root's state goes with the last of them. (A page's widgets release their scoped stores and observations
/// after the screens released the app root's store.)
@MainActor
final class StoreReleaseTests: XCTestCase {
    private typealias TreeStore = Store<TreeState, TreeAction>

    override func setUp() async throws {
        Tracked.freed = 0
    }

    private func makeRoot(pages: Int) -> TreeStore {
        var state = TreeState()
        for id in 0..<pages { state.pages[id] = TreeState() }
        return Store(initialState: state, reducer: Reduce(reduceTree))
    }

    private func page(_ id: Int, of store: TreeStore) -> TreeStore? {
        store.scope(state: { $0.pages[id] }, action: { .page(id, $0) })
    }

    func testObservedScopeReleasedAfterItsRootFreesTheRoot() async {
        var root: TreeStore? = makeRoot(pages: 1)
        var child = page(0, of: root!)
        var counts: [Int] = []
        var observation: StoreObservation? = child!.observe(\.count) { counts.append($0) }
        child!.send(.increment)
        XCTAssertEqual(counts, [0, 1])
        root = nil
        child = nil
        XCTAssertEqual(Tracked.freed, 0, "the observation keeps its store's state")
        observation = nil
        XCTAssertNil(observation)
        XCTAssertEqual(Tracked.freed, 2, "the root's state and its page's state")
    }

    func testRootObservedDirectlyIsFreedWithItsLastObservation() async {
        var root: TreeStore? = makeRoot(pages: 0)
        var first: StoreObservation? = root!.observe(\.count) { _ in }
        var second: StoreObservation? = root!.observe(\.count) { _ in }
        root = nil
        first = nil
        XCTAssertEqual(Tracked.freed, 0, "the second observation keeps the state")
        second = nil
        XCTAssertNil(first ?? second)
        XCTAssertEqual(Tracked.freed, 1)
    }

    /// A screen's tree: many pages, each scoped several levels deep, every level observed; the owners go in
    /// an interleaved order (stores before observations, observations of the deepest levels first).
    func testStoreTreeReleasedInAnyOrderFreesEveryNode() async {
        let pageCount = 200
        var root: TreeStore? = makeRoot(pages: pageCount)
        var stores: [TreeStore] = []
        var observations: [StoreObservation] = []
        var changes = 0
        for id in 0..<pageCount {
            var store = page(id, of: root!)!
            for level in 0..<8 {
                observations.append(store.observe(\.count, initial: false) { _ in changes += 1 })
                stores.append(store)
                if level < 7 { store = store.scope(state: { $0 }, action: { $0 }) }
            }
            store.send(.increment)
        }
        XCTAssertEqual(changes, pageCount * 8)
        root!.send(.dropPage(0))
        XCTAssertEqual(Tracked.freed, 0, "the dropped page's scoped stores keep its last state")
        root = nil
        stores.removeAll()
        XCTAssertEqual(Tracked.freed, 0, "the observations keep the state")
        while !observations.isEmpty {
            observations.remove(at: observations.count % 3 == 0 ? 0 : observations.count - 1)
        }
        XCTAssertEqual(Tracked.freed, 1 + pageCount)
    }

    /// A chain of scopes, each over the one before, released leaf first, then the observation of the root
    /// (freeing the whole chain from the root's observer list).
    func testDeepScopeChainIsFreed() async {
        var root: TreeStore? = makeRoot(pages: 0)
        let rootObservation = root!.observe(\.count, initial: false) { _ in }
        var leaf: TreeStore? = root
        var leafObservations: [StoreObservation] = []
        for _ in 0..<2_000 {
            leaf = leaf!.scope(state: { $0 }, action: { $0 })
            leafObservations.append(leaf!.observe(\.count, initial: false) { _ in })
        }
        leaf!.send(.increment)
        XCTAssertEqual(root!.state.count, 1)
        root = nil
        leaf = nil
        leafObservations.removeAll()
        XCTAssertEqual(Tracked.freed, 0, "the root's observation keeps the state")
        rootObservation.cancel()
        XCTAssertEqual(Tracked.freed, 1)
    }
}
