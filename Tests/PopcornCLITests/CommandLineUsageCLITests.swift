import Foundation
import XCTest

/// Issue 32, items 12 and 13: bad input is refused with the right exit status before anything else is
/// needed — a route that names no page (no display needed to say so), help on a command that does not
/// exist, a `POPCORN_TODAY` that is no day of the calendar — and help or the version that cannot be written
/// is a failure, not a success.
final class CommandLineUsageCLITests: XCTestCase {
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
        XCTAssertNil(popcorn.environment["DISPLAY"], "no graphical session")
    }

    func testARouteThatNamesNoPageIsAUsageErrorWithoutADisplay() throws {
        for route in ["movie/abc", "bogus", "tv/1/season/x"] {
            for arguments in [[route], ["--demo", route], ["movie/603", route]] {
                let result = try popcorn.run(arguments)
                XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains("bad route '\(route)'"), "\(arguments): \(result.stderr)")
                XCTAssertFalse(
                    result.stderr.contains("display"), "\(arguments): the route is checked first: \(result.stderr)")
            }
        }
        let valid = try popcorn.run("movie/603")
        XCTAssertEqual(valid.status, 1, "a good route still needs a display")
        XCTAssertTrue(valid.stderr.contains("cannot open a display"), valid.stderr)
    }

    func testHelpOnACommandThatDoesNotExistIsAUsageError() throws {
        for (arguments, name) in [
            (["help", "bogus"], "bogus"), (["help", "watchlist", "bogus"], "watchlist bogus"),
            (["help", "dump", "movie/1"], "dump movie/1"),
        ] {
            let result = try popcorn.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stdout)")
            XCTAssertTrue(result.stderr.contains("there is no command '\(name)'"), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(arguments): no help on standard output")
        }
        for arguments in [["help"], ["help", "dump"], ["help", "watchlist", "add"], ["help", "account", "login"]] {
            let result = try popcorn.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("Usage:"), "\(arguments): \(result.stdout)")
        }
    }

    func testHelpOrTheVersionThatCannotBeWrittenExitsOneWithAMessage() throws {
        for arguments in [["--help"], ["--version"], ["help"], ["help", "dump"], ["dump", "--help"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: PopcornProcess.executable)
            process.arguments = arguments
            process.environment = popcorn.environment
            process.standardOutput = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit, "\(arguments): \(stderr)")
            XCTAssertEqual(process.terminationStatus, 1, "\(arguments): \(stderr)")
            XCTAssertTrue(stderr.contains("cannot write to standard output"), "\(arguments): \(stderr)")
        }
    }

    func testAPOPCORNTODAYThatIsNoDayOfTheCalendarIsRefusedLikeAnyBadSetting() throws {
        for today in ["2024-02-30", "2023-02-29", "2024-04-31", "2024-06-00", "13/02/2017"] {
            popcorn.environment["POPCORN_TODAY"] = today
            let dump = try popcorn.run("--demo", "dump", "up-next")
            XCTAssertEqual(dump.status, 1, "\(today): \(dump.stdout)")
            let error = try XCTUnwrap(try dump.json()["error"] as? [String: Any], today)
            XCTAssertEqual(error["kind"] as? String, "configuration", today)
            XCTAssertEqual(
                error["message"] as? String, "POPCORN_TODAY must be a real date written YYYY-MM-DD, not “\(today)”.")
            let list = try popcorn.run("--demo", "watched", "list")
            XCTAssertEqual(list.status, 1, today)
            XCTAssertTrue(list.stderr.contains("POPCORN_TODAY must be a real date"), "\(today): \(list.stderr)")
        }
        popcorn.environment["POPCORN_TODAY"] = "2024-02-29"
        XCTAssertEqual(try popcorn.run("--demo", "dump", "up-next").status, 0, "a leap day is a day")
    }
}
