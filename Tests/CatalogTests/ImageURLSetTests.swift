import XCTest

@testable import Catalog

final class ImageURLSetTests: XCTestCase {
    func testSmallestSizeAtLeastAsWideAsTheWidget() {
        let poster = ImageURLSet(kind: .poster, baseURL: "https://image.tmdb.org/t/p/", path: "/p.jpg")
        XCTAssertEqual(poster.url(forWidthPoints: 150, scale: 1), "https://image.tmdb.org/t/p/w154/p.jpg")
        XCTAssertEqual(poster.url(forWidthPoints: 150, scale: 2), "https://image.tmdb.org/t/p/w342/p.jpg")
        XCTAssertEqual(poster.url(forWidthPoints: 2000, scale: 1), "https://image.tmdb.org/t/p/original/p.jpg")
        let still = ImageURLSet(kind: .still, baseURL: "https://image.tmdb.org/t/p", path: "s.jpg")
        XCTAssertEqual(still.card, "https://image.tmdb.org/t/p/w185/s.jpg")
        XCTAssertEqual(still.full, "https://image.tmdb.org/t/p/original/s.jpg")
        let profile = ImageURLSet(kind: .profile, baseURL: "https://image.tmdb.org/t/p/", path: "/f.jpg")
        XCTAssertEqual(profile.size(forWidthPixels: 300), .height(632))
    }

    func testCalendarDateParsesTMDbDatesAndRejectsEmpty() {
        XCTAssertEqual(CalendarDate(tmdb: "2008-01-20"), CalendarDate(year: 2008, month: 1, day: 20))
        XCTAssertNil(CalendarDate(tmdb: ""))
        XCTAssertNil(CalendarDate(tmdb: nil))
        XCTAssertNil(CalendarDate(tmdb: "2008-13-01"))
        XCTAssertEqual(CalendarDate(year: 987, month: 3, day: 4).description, "0987-03-04")
    }
}
