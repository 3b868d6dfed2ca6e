import ArgumentParser
import Features
import XCTest

@testable import PopcornApp

/// The `popcorn` command line: what each invocation parses to, and what it refuses (exit status 2).
final class CommandLineParserTests: XCTestCase {
    private func parse(_ arguments: [String]) throws -> ParsableCommand {
        try PopcornCommand.parseAsRoot(arguments)
    }

    /// The exit status and message `popcorn ARGUMENTS` ends with when it does not parse.
    private func refusal(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> (Int32, String)?
    {
        do {
            _ = try parse(arguments)
            XCTFail("\(arguments) parsed", file: file, line: line)
            return nil
        } catch {
            let code = PopcornCommand.exitCode(for: error)
            return (code == .validationFailure ? 2 : code.rawValue, PopcornCommand.fullMessage(for: error))
        }
    }

    @MainActor
    func testHelpAndVersionWinWherever() {
        for arguments in [
            ["movie/1", "--help"], ["-h"], ["dump", "--help"], ["watchlist", "add", "-h"], ["--demo", "--version"],
        ] {
            XCTAssertEqual(PopcornCommand.run(["popcorn"] + arguments), 0, "\(arguments)")
        }
        XCTAssertEqual(refusal(["--demo", "--version"])?.1, "popcorn 0.1.0")
        XCTAssertTrue(PopcornCommand.helpMessage(for: DumpCommand.self).contains("popcorn dump"))
    }

    func testRoutesAndFlags() throws {
        for arguments in [["--demo", "movie/603", "tv/1"], ["movie/603", "tv/1", "--demo"]] {
            let launch = try XCTUnwrap(try parse(arguments) as? OpenCommand, "\(arguments)")
            XCTAssertEqual(launch.routes, ["movie/603", "tv/1"])
            XCTAssertTrue(launch.demo, "\(arguments)")
        }
        let terminated = refusal(["--", "--not-an-option"])
        XCTAssertEqual(terminated?.0, 2)
        XCTAssertEqual(terminated?.1.contains("bad route '--not-an-option'"), true, "after --, a route, not an option")
    }

    func testSubcommandOptionsBeforeOrAfterTheArguments() throws {
        for arguments in [
            ["--demo", "dump", "movie/603"], ["dump", "movie/603", "--demo"], ["dump", "--demo", "movie/603"],
        ] {
            let dump = try XCTUnwrap(try parse(arguments) as? DumpCommand, "\(arguments)")
            XCTAssertEqual(dump.route, .movie(id: 603))
            XCTAssertTrue(dump.root.options.demo || dump.options.demo, "\(arguments)")
        }
        let add = try XCTUnwrap(
            try parse(["--demo", "watchlist", "add", "tv/2"]) as? WatchlistEditCommand<WatchlistAddition>)
        XCTAssertEqual(add.title.route, "tv/2")
        XCTAssertTrue(add.watchlist.root.options.demo)
        let list = try XCTUnwrap(try parse(["watchlist", "list"]) as? WatchlistListCommand)
        XCTAssertNil(list.title)
    }

    func testUsageErrors() {
        XCTAssertEqual(refusal(["--bogus"])?.0, 2)
        XCTAssertEqual(refusal(["--bogus"])?.1.contains("--bogus"), true)
        XCTAssertEqual(refusal(["--demo=yes"])?.0, 2)
        for arguments in [
            ["dump"], ["dump", "film/1"], ["dump", "--bogus", "movie/1"], ["dump", "movie/1", "movie/2"],
            ["watchlist", "add"], ["watchlist", "add", "person/1"], ["watchlist", "frobnicate"],
        ] {
            XCTAssertEqual(refusal(arguments)?.0, 2, "\(arguments)")
        }
        XCTAssertEqual(refusal(["dump", "film/1"])?.1.contains("film/1"), true)
        for arguments in [["movie/abc"], ["bogus"], ["--demo", "movie/603", "tv/x"]] {
            XCTAssertEqual(refusal(arguments)?.0, 2, "\(arguments): a route that names no page")
        }
    }

    func testRoutesFromARemoteArgumentVector() {
        XCTAssertEqual(
            PopcornCommand.routes(fromArgumentVector: ["/usr/bin/popcorn", "--demo", "person/5"]), ["person/5"])
        XCTAssertEqual(PopcornCommand.routes(fromArgumentVector: ["popcorn", "--bogus", "person/5"]), [])
        XCTAssertEqual(PopcornCommand.routes(fromArgumentVector: ["popcorn", "dump", "person/5"]), [])
        XCTAssertEqual(
            PopcornCommand.routes(fromArgumentVector: ["popcorn", "calendar"]), ["calendar"],
            "`popcorn calendar` opens the calendar in the window")
        XCTAssertEqual(PopcornCommand.routes(fromArgumentVector: ["popcorn", "calendar", "export", "a.ics"]), [])
        XCTAssertEqual(PopcornCommand.routes(fromArgumentVector: ["popcorn", "refresh"]), [])
        XCTAssertEqual(
            PopcornCommand.routes(fromArgumentVector: ["popcorn", "watchlist"]), ["watchlist"],
            "a bare `popcorn watchlist` opens the Watchlist page")
        XCTAssertEqual(PopcornCommand.routes(fromArgumentVector: ["popcorn", "watchlist", "--demo"]), ["watchlist"])
        XCTAssertEqual(PopcornCommand.routes(fromArgumentVector: ["popcorn", "watchlist", "list"]), [])
    }

    func testEveryPageOfTheRouteTableOpensFromTheCommandLine() {
        var routes = ["search?q=lantern"]
        for row in RouteTable.popcorn.rows {
            routes.append(
                Route(
                    row.pattern,
                    row.pattern.segments.compactMap { segment -> Int? in
                        switch segment {
                        case .number(_, let minimum): minimum + 1
                        case .choice: 0
                        case .literal: nil
                        }
                    }
                ).description)
        }
        XCTAssertTrue(routes.contains("tv/2/season/1/episode/2"), "\(routes)")
        for route in routes {
            XCTAssertEqual(PopcornCommand.routes(fromArgumentVector: ["popcorn", route]), [route], route)
        }
    }

    func testUsageListsOptionsAndSubcommands() {
        let usage = PopcornCommand.helpMessage()
        for word in ["--demo", "dump", "watchlist", "calendar", "refresh", "--version", "ROUTE"] {
            XCTAssertTrue(usage.contains(word), "\(word) in \(usage)")
        }
    }
}
