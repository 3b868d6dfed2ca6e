import Catalog
import Foundation
import XCTest

/// The one parser of imported and synced times.
final class ISO8601TimeTests: XCTestCase {
    func testTheFormsTMDbAndTraktWrite() {
        XCTAssertEqual(ISO8601Time.instant("2026-11-24T10:00:00.000Z"), 1_795_514_400)
        XCTAssertEqual(ISO8601Time.instant("2026-11-24T10:00:00Z"), 1_795_514_400)
        XCTAssertEqual(ISO8601Time.instant("2026-11-24T11:30:00.5+01:30"), 1_795_514_400.5)
        XCTAssertEqual(ISO8601Time.instant("2026-11-24"), 1_795_478_400)
        XCTAssertEqual(ISO8601Time.day("2024-02-29"), 1_709_164_800)
    }

    func testAnythingElseIsNoTime() {
        let hostile = [
            "2026-11-24T10:00:00." + String(repeating: "1234567890", count: 4) + "Z",
            "2026-11-24T10:00:00.1234567890Z", "2026-11-24T24:00:00Z", "2026-11-24T10:00:00",
            "2026-11-24 10:00:00Z", "2026-02-30", "2023-02-29", "+202-11-24", "2026-1-024", "", "Z",
        ]
        for text in hostile {
            XCTAssertNil(ISO8601Time.instant(text), text)
        }
        XCTAssertNil(ISO8601Time.day("2026-11-24T10:00:00Z"))
    }

    /// Days from 1600 on are computed by hand (no `Calendar` per time: a Trakt history of 100,000 plays);
    /// they are Foundation's Gregorian days (each month's first, middle and last days of every year), and
    /// the days that do not exist (30 February, 29 February of a common year, day 0, month 13) are none.
    func testTheDaysFrom1600To2100AreFoundationsGregorianDays() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try XCTUnwrap(TimeZone(identifier: "UTC"))
        for year in stride(from: 1600, through: 2100, by: 1) {
            for month in 0...13 {
                for day in [0, 1, 2, 15, 27, 28, 29, 30, 31, 32] {
                    let text = String(format: "%04d-%02d-%02d", year, month, day)
                    let components = DateComponents(
                        calendar: calendar, timeZone: calendar.timeZone, year: year, month: month, day: day)
                    let expected =
                        components.isValidDate ? calendar.date(from: components)?.timeIntervalSince1970 : nil
                    guard ISO8601Time.day(text) == expected else {
                        return XCTFail(
                            "\(text): \(String(describing: ISO8601Time.day(text))), not \(String(describing: expected))"
                        )
                    }
                }
            }
        }
        XCTAssertEqual(
            ISO8601Time.day("1599-12-31").map { $0 + 86_400 }, ISO8601Time.day("1600-01-01"),
            "Foundation's days before 1600 meet the computed ones")
    }
}
