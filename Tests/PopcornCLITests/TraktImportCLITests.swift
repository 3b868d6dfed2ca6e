import Foundation
import XCTest

/// `popcorn import --from trakt` of an export of many batches, which the import stores while it reads: the
/// process exits as it did when it read everything first.
final class TraktImportCLITests: XCTestCase {
    /// A history of `count` movie plays a minute apart, item `malformed` (if any) without a time.
    private func history(_ count: Int, malformed: Int? = nil) -> String {
        let items = (1...count).map { number in
            let minute = String(
                format: "2021-03-%02dT%02d:%02d:00.000Z", 1 + number / 1440, number / 60 % 24, number % 60)
            let time = number == malformed ? "" : "\"watched_at\": \"\(minute)\", "
            return
                "{\"id\": \(number), \(time)\"type\": \"movie\", \"movie\": {\"title\": \"F\", \"ids\": {\"tmdb\": 19}}}"
        }
        return "[" + items.joined(separator: ",\n") + "]"
    }

    func testAMalformedItemDeepInALargeExportExits1NamingItAndChangesNothing() throws {
        let popcorn = try PopcornProcess(self)
        XCTAssertEqual(try popcorn.run(["--demo", "watchlist", "add", "movie/19"]).status, 0)
        let libraryBytes = try Data(contentsOf: URL(fileURLWithPath: popcorn.demoLibraryFile))
        let file = popcorn.home + "/history.json"
        try history(9_000, malformed: 8_500).write(toFile: file, atomically: true, encoding: .utf8)
        let result = try popcorn.run(["--demo", "import", "--from", "trakt", file])
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertEqual(
            result.stderr,
            "popcorn import: \(file), line 8500: item 8500 is not a Trakt history, rating or watchlist item. "
                + "Nothing was imported.\n")
        XCTAssertEqual(try popcorn.run(["--demo", "watched", "list"]).lines, [])
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: popcorn.demoLibraryFile)), libraryBytes,
            "not a byte of the library changed")

        try history(9_000).write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try popcorn.run(["--demo", "import", "--from", "trakt", file])
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertEqual(try popcorn.run(["--demo", "watched", "list"]).lines.count, 9_000)
    }
}
