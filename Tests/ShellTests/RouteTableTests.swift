import Features
import UI
import XCTest

/// The route table is the one list of pages: every row is reachable by its text form, and what refers to
/// the list of kinds agrees with it.
final class RouteTableTests: XCTestCase {
    private let table = RouteTable.popcorn

    func testEveryRowHasItsOwnPattern() {
        let patterns = table.rows.map(\.pattern.description)
        XCTAssertEqual(Set(patterns).count, patterns.count, "duplicate rows: \(patterns)")
        XCTAssertEqual(table.routes.patterns, table.rows.map(\.pattern))
    }

    func testEveryRowParsesFromItsTextFormAndOpensItsKindOfPage() throws {
        for row in table.rows {
            let numbers = row.pattern.segments.compactMap { segment -> Int? in
                switch segment {
                case .number(_, let minimum): minimum + 7
                case .choice(_, let options): options.count - 1
                case .literal: nil
                }
            }
            let route = Route(row.pattern, numbers)
            XCTAssertEqual(try Route(parsing: route.description), route, route.description)
            XCTAssertEqual(row.pattern.page == nil, Destination(route) != nil,
                           "\(route): details pages push a destination, top-level pages select their page")
            XCTAssertEqual(Destination(route)?.route, row.pattern.page == nil ? route : nil)
        }
    }

    func testTheUnknownKindMessageNamesEveryKindOfTheTable() {
        let message = RouteError.unknownKind("film").description
        for kind in Set(table.rows.map(\.pattern.kind)) {
            XCTAssertTrue(message.contains(kind), "“\(message)” does not name \(kind)")
        }
    }
}
