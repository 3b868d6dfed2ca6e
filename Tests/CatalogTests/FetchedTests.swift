import Catalog
import XCTest

final class FetchedTests: XCTestCase {
    func testMapTransformsTheValueAndKeepsStaleness() {
        XCTAssertEqual(Fetched("Dune", isStale: true).map(\.count), Fetched(4, isStale: true))
        XCTAssertEqual(Fetched("Dune").map(\.count), Fetched(4, isStale: false))
    }
}
