import Catalog
import XCTest

@testable import UI

/// The heatmap's days: one column a week from the locale's first weekday, 1 January after the blanks, and
/// the arrow keys' moves kept inside the year.
final class HeatmapGridTests: XCTestCase {
    func testAYearStartingOnSundayInWeeksFromMonday() {
        let grid = HeatmapGrid(year: 2017, firstWeekday: 2)
        XCTAssertEqual(grid.dayCount, 365)
        XCTAssertEqual(grid.leadingBlanks, 6, "1 January 2017 was a Sunday: the last row of the first week")
        XCTAssertEqual(grid.columns, 53, "31 December in the 53rd column")
        XCTAssertTrue(grid.cell(ofDay: 364) == (52, 6))
        XCTAssertTrue(grid.cell(ofDay: 0) == (0, 6))
        XCTAssertTrue(grid.cell(ofDay: 1) == (1, 0), "Monday 2 January starts the second column")
        XCTAssertNil(grid.day(column: 0, row: 0), "a blank before 1 January")
        XCTAssertEqual(grid.day(column: 1, row: 0), 1)
        XCTAssertEqual(grid.weekday(ofRow: 0), 2)
        XCTAssertEqual(grid.weekday(ofRow: 6), 1)
        XCTAssertEqual(grid.date(ofDay: 72), CalendarDate(year: 2017, month: 3, day: 14))
        XCTAssertEqual(grid.day(of: CalendarDate(year: 2017, month: 12, day: 31)), 364)
        XCTAssertNil(grid.day(of: CalendarDate(year: 2016, month: 12, day: 31)))
    }

    func testALeapYearInWeeksFromSunday() {
        let grid = HeatmapGrid(year: 2016, firstWeekday: 1)
        XCTAssertEqual(grid.dayCount, 366)
        XCTAssertEqual(grid.leadingBlanks, 5, "1 January 2016 was a Friday")
        XCTAssertEqual(grid.date(ofDay: 59), CalendarDate(year: 2016, month: 2, day: 29))
    }

    func testTheArrowKeysMoveByWeeksAndDaysInsideTheYear() {
        let grid = HeatmapGrid(year: 2017, firstWeekday: 2)
        XCTAssertEqual(grid.moving(0, .nextWeek), 7)
        XCTAssertEqual(grid.moving(10, .previousWeek), 3)
        XCTAssertEqual(grid.moving(3, .previousWeek), 0, "kept at 1 January")
        XCTAssertEqual(grid.moving(362, .nextWeek), 364, "kept at 31 December")
        XCTAssertEqual(grid.moving(5, .nextDay), 6)
        XCTAssertEqual(grid.moving(0, .previousDay), 0)
        XCTAssertEqual(grid.moving(100, .firstDay), 0)
        XCTAssertEqual(grid.moving(100, .lastDay), 364)
    }
}
