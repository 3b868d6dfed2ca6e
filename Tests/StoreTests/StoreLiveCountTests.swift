import Store
import XCTest

/// `Store.liveCount` counts the stores alive, root and scoped, of any feature: what the page-lifetime test
/// (Tests/UI/test_page_lifetimes.py) compares before and after opening pages.
@MainActor
final class StoreLiveCountTests: XCTestCase {
    func testCountsRootAndScopedStoresUntilTheyAreReleased() async {
        let before = Store<Int, Never>.liveCount
        var root: Store<[Int], Int>? = Store(
            initialState: [1],
            reducer: Reduce { state, action in
                state.append(action)
                return .none
            })
        var scoped: Store<Int?, Int>? = root?.scope(state: { $0.first }, action: { $0 })
        XCTAssertEqual(Store<Int, Never>.liveCount, before + 2)
        XCTAssertEqual(Store<String, Int>.liveCount, before + 2, "one count for every type of store")

        scoped = nil
        XCTAssertEqual(Store<Int, Never>.liveCount, before + 1)
        root = nil
        XCTAssertEqual(Store<Int, Never>.liveCount, before)
        XCTAssertNil(root)
        XCTAssertNil(scoped)
    }
}
