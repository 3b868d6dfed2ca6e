import Catalog
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
}
