import Foundation
import XCTest

/// `popcorn list …`, `lists`, `status`, `hide` and `unhide` (issue 39), run as a user would on the demo
/// library; what they stored is read back from the library file by the system's python3.
final class ListsCLITests: XCTestCase {
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
    }

    private func run(_ arguments: String...) throws -> PopcornProcess.Result {
        try popcorn.run(["--demo"] + arguments)
    }

    /// Rows of `sql` on the demo library, one line each, columns joined by "|".
    private func rows(_ sql: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            "-c",
            "import sqlite3,sys\nfor r in sqlite3.connect(sys.argv[1]).execute(sys.argv[2]): print('|'.join(map(str, r)))",
            popcorn.demoLibraryFile, sql,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "python3 failed: \(sql)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    func testCreateFillShowRenameDescribeAndDeleteAList() throws {
        let created = try run("list", "create", "Weekend", "--description", "Short ones")
        XCTAssertEqual(created.status, 0, created.stderr)
        let id = try XCTUnwrap(created.lines.first)
        XCTAssertEqual(try run("list", "create", "Anime").status, 0)
        XCTAssertEqual(try run("list", "add", "Weekend", "movie/603", "tv/1399").status, 0)
        XCTAssertEqual(try run("list", "add", id, "tv/1399", "movie/550").status, 0, "by id; a title in it stays once")
        XCTAssertEqual(Set(try run("list", "show", "Weekend").lines), ["movie/603", "tv/1399", "movie/550"])
        XCTAssertEqual(try run("list", "remove", "Weekend", "movie/603", "movie/1").status, 0)
        XCTAssertEqual(Set(try run("list", "show", id).lines), ["tv/1399", "movie/550"])
        XCTAssertEqual(try run("lists").lines, ["Anime\t0\t\(Int(id)! + 1)", "Weekend\t2\t\(id)"])

        XCTAssertEqual(try run("list", "rename", "Weekend", "Long weekend").status, 0)
        XCTAssertEqual(try run("list", "describe", "Long weekend", "Three days").status, 0)
        let json = try run("lists", "--json")
        XCTAssertEqual(json.status, 0, json.stderr)
        let lists = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(lists.map { $0["name"] as? String }, ["Anime", "Long weekend"])
        XCTAssertEqual(lists.last?["description"] as? String, "Three days")
        XCTAssertEqual(lists.last?["count"] as? Int, 2)
        XCTAssertEqual(lists.last?["id"] as? Int, Int(id))
        XCTAssertNotNil((lists.last?["createdAt"] as? String)?.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/))

        XCTAssertEqual(try run("list", "delete", "Long weekend").status, 0)
        XCTAssertEqual(try run("lists").lines, ["Anime\t0\t\(Int(id)! + 1)"])
        XCTAssertEqual(try rows("SELECT COUNT(*) FROM user_list_item"), ["0"], "its items went with it")
    }

    func testBadNamesAndRoutesExitTwoAndAnUnknownListExitsOneChangingNothing() throws {
        XCTAssertEqual(try run("list", "create", "Weekend").status, 0)
        XCTAssertEqual(try run("list", "add", "Weekend", "movie/603").status, 0)
        let longest = String(repeating: "n", count: 100)
        XCTAssertEqual(try run("list", "create", longest).status, 0, "100 characters are allowed")
        for (arguments, message) in [
            (["list", "create", ""], "A list needs a name."),
            (["list", "create", "   "], "A list needs a name."),
            (["list", "create", longest + "n"], "at most 100 characters"),
            (["list", "create", " weekend "], "There is already a list named “Weekend”."),
            (["list", "rename", "Weekend", longest], "There is already a list named"),
            (["list", "rename", "Weekend", " "], "A list needs a name."),
            (["list", "add", "Weekend", "person/5"], "'person/5' is not a movie or TV series route"),
            (["list", "add", "Weekend", "movie/603", "tv/1/season/1"], "is not a movie or TV series route"),
            (["list", "add", "Weekend"], "Missing expected argument"),
            (["list", "remove", "Weekend", "nonsense"], "is not a movie or TV series route"),
            (["list", "show"], "Missing expected argument"),
            (["lists", "--bogus"], "Unknown option"),
        ] {
            let result = try popcorn.run(["--demo"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        for arguments in [
            ["list", "show", "Nope"], ["list", "add", "Nope", "movie/1"], ["list", "delete", "99"],
            ["list", "rename", "weekend", "Other"], ["list", "describe", "Nope", "Text"],
        ] {
            let result = try popcorn.run(["--demo"] + arguments)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("There is no list “"), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(
            try run("lists").lines.map { $0.split(separator: "\t").prefix(2).joined(separator: " ") },
            [
                "\(longest) 0", "Weekend 1",
            ])
        XCTAssertEqual(try run("list", "show", "Weekend").lines, ["movie/603"])
    }

    func testStatusesOfSeriesOnly() throws {
        XCTAssertEqual(try run("status", "tv/1399", "on-hold").status, 0)
        XCTAssertEqual(try run("status", "tv/1", "dropped").status, 0)
        XCTAssertEqual(try rows("SELECT id, status FROM title_status ORDER BY id"), ["1|dropped", "1399|on-hold"])
        XCTAssertEqual(try run("status", "tv/1399", "dropped").status, 0)
        XCTAssertEqual(try run("status", "tv/1", "clear").status, 0)
        XCTAssertEqual(try rows("SELECT id, status FROM title_status"), ["1399|dropped"])
        for (arguments, message) in [
            (["status", "movie/603", "dropped"], "Only series can be put on hold or dropped."),
            (["status", "movie/603", "clear"], "Only series can be put on hold or dropped."),
            (["status", "tv/1399", "paused"], "on-hold"),
            (["status", "tv/1399/season/1", "dropped"], "is not a movie or TV series route"),
            (["status", "tv/1399"], "Missing expected argument"),
        ] {
            let result = try popcorn.run(["--demo"] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(try rows("SELECT id, status FROM title_status"), ["1399|dropped"], "nothing else changed")
    }

    func testHideAndUnhide() throws {
        XCTAssertEqual(try run("hide", "tv/1", "movie/603").status, 0)
        XCTAssertEqual(try run("hide", "tv/1").status, 0, "hiding again is fine")
        XCTAssertEqual(try rows("SELECT kind, id FROM hidden_title ORDER BY id"), ["tvSeries|1", "movie|603"])
        XCTAssertEqual(try run("unhide", "movie/603", "movie/9").status, 0)
        XCTAssertEqual(try rows("SELECT kind, id FROM hidden_title"), ["tvSeries|1"])
        for arguments in [["hide"], ["hide", "person/1"], ["unhide", "tv/1/season/1/episode/1"]] {
            XCTAssertEqual(try popcorn.run(["--demo"] + arguments).status, 2, "\(arguments)")
        }
        XCTAssertEqual(try rows("SELECT kind, id FROM hidden_title"), ["tvSeries|1"])
    }
}
