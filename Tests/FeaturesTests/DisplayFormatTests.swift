import Catalog
import Features
import Foundation
import XCTest

final class DisplayFormatTests: XCTestCase {
    func testRuntime() {
        XCTAssertEqual(DisplayFormat.runtime(minutes: 125), "2 h 5 min")
        XCTAssertEqual(DisplayFormat.runtime(minutes: 120), "2 h")
        XCTAssertEqual(DisplayFormat.runtime(minutes: 45), "45 min")
        XCTAssertEqual(DisplayFormat.runtime(minutes: 61), "1 h 1 min")
        XCTAssertNil(DisplayFormat.runtime(minutes: 0))
        XCTAssertNil(DisplayFormat.runtime(minutes: nil))
    }

    func testInitials() {
        XCTAssertEqual(DisplayFormat.initials("Bryan Cranston"), "BC")
        XCTAssertEqual(DisplayFormat.initials("zendaya"), "Z")
        XCTAssertEqual(DisplayFormat.initials("  Jean-Luc  Picard "), "JP")
        XCTAssertEqual(DisplayFormat.initials(""), "")
        XCTAssertEqual(DisplayFormat.initials("Élodie Ørsted"), "ÉØ")
    }

    func testLongDate() {
        let date = CalendarDate(year: 2008, month: 1, day: 20)
        XCTAssertEqual(DisplayFormat.longDate(date, locale: Locale(identifier: "en_US")), "January 20, 2008")
        XCTAssertEqual(
            DisplayFormat.longDate(CalendarDate(year: 1999, month: 12, day: 31), locale: Locale(identifier: "en_US")),
            "December 31, 1999")
    }

    func testYearAndCounts() {
        XCTAssertEqual(DisplayFormat.year(CalendarDate(year: 1987, month: 1, day: 1)), "1987")
        XCTAssertNil(DisplayFormat.year(nil))
        XCTAssertEqual(DisplayFormat.episodeCount(1), "1 episode")
        XCTAssertEqual(DisplayFormat.episodeCount(3), "3 episodes")
        XCTAssertEqual(DisplayFormat.episodeNumber(12), "Episode 12")
    }
}
