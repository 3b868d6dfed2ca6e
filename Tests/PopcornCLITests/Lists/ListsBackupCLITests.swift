import Foundation
import XCTest

/// Lists, statuses and hidden titles through `popcorn export` and `popcorn import` (backup format 2, issue 39),
/// run as a user would on the demo catalog.
final class ListsBackupCLITests: XCTestCase {
    private func run(_ popcorn: PopcornProcess, _ arguments: String...) throws -> PopcornProcess.Result {
        let result = try popcorn.run(["--demo"] + arguments)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return result
    }

    /// Each list with its routes, then the statuses and hidden titles as the library file holds them.
    private func state(_ popcorn: PopcornProcess) throws -> [String] {
        var lines: [String] = []
        for list in try run(popcorn, "lists").lines {
            let name = String(list.split(separator: "\t")[0])
            lines.append(name + ": " + (try run(popcorn, "list", "show", name).lines.sorted().joined(separator: " ")))
        }
        return lines
    }

    func testListsStatusesAndHiddenTitlesGoThroughABackupAndMergeByName() throws {
        let a = try PopcornProcess(self)
        _ = try run(a, "list", "create", "Weekend", "--description", "Short ones")
        _ = try run(a, "list", "add", "Weekend", "movie/19", "tv/1")
        _ = try run(a, "list", "create", "Empty")
        _ = try run(a, "status", "tv/1", "dropped")
        _ = try run(a, "hide", "movie/3")
        let backup = a.home + "/backup.json"
        _ = try run(a, "export", backup)
        XCTAssertTrue(try String(contentsOfFile: backup, encoding: .utf8).contains("\"version\" : 2"))

        let b = try PopcornProcess(self)
        _ = try run(b, "list", "create", "weekend")
        _ = try run(b, "list", "add", "weekend", "movie/19", "movie/5")
        let imported = try run(b, "import", backup)
        XCTAssertEqual(
            imported.lines,
            [
                "Imported — plays: 0, ratings: 0, watchlist entries: 0; duplicates skipped: 1. "
                    + "Lists: 1 new, list items: 1, statuses: 1, hidden titles: 1."
            ])
        XCTAssertEqual(try state(b), ["Empty: ", "weekend: movie/19 movie/5 tv/1"], "Weekend merged into weekend")
        let json = try run(b, "lists", "--json").stdout
        XCTAssertTrue(json.contains("\"description\": \"Short ones\""), json)
        let again = try run(b, "import", backup)
        XCTAssertEqual(
            again.lines, ["Imported — plays: 0, ratings: 0, watchlist entries: 0; duplicates skipped: 4."],
            "importing it again changes nothing")
        XCTAssertEqual(try state(b), ["Empty: ", "weekend: movie/19 movie/5 tv/1"])
    }
}
