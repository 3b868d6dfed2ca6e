@testable import PopcornApp
import XCTest

final class CommandLineParserTests: XCTestCase {
    private let demo = CommandLineOption.flag("--demo", help: "demo catalog")
    private let language = CommandLineOption.value("--language", "LANG", help: "content language")
    private let dump = Subcommand(name: "dump", usage: "ROUTE", summary: "print a page") { _, _ in 0 }

    private var parser: CommandLineParser {
        CommandLineParser(options: [demo, language], subcommands: [dump])
    }

    func testHelpAndVersionWinWherever() throws {
        guard case .help = try parser.parse(["movie/1", "--help"]) else { return XCTFail("expected help") }
        guard case .help = try parser.parse(["-h"]) else { return XCTFail("expected help") }
        guard case .version = try parser.parse(["--demo", "--version"]) else { return XCTFail("expected version") }
    }

    func testRoutesFlagsAndValues() throws {
        guard case .launch(let options) = try parser.parse(["--demo", "movie/603", "--language=de", "tv/1"]) else {
            return XCTFail("expected launch")
        }
        XCTAssertEqual(options.routes, ["movie/603", "tv/1"])
        XCTAssertTrue(options.has("--demo"))
        XCTAssertEqual(options.value("--language"), "de")

        guard case .launch(let spaced) = try parser.parse(["--language", "fr", "--", "--not-an-option"]) else {
            return XCTFail("expected launch")
        }
        XCTAssertEqual(spaced.value("--language"), "fr")
        XCTAssertEqual(spaced.routes, ["--not-an-option"])
    }

    func testSubcommandTakesTheRestOfTheArguments() throws {
        guard case .subcommand(let command, let arguments, let options) =
            try parser.parse(["--demo", "dump", "movie/603", "--json"]) else { return XCTFail("expected dump") }
        XCTAssertEqual(command.name, "dump")
        XCTAssertEqual(arguments, ["movie/603", "--json"])
        XCTAssertTrue(options.has("--demo"))
    }

    func testUsageErrors() {
        XCTAssertThrowsError(try parser.parse(["--bogus"])) { error in
            XCTAssertTrue((error as? CommandLineError)?.message.contains("--bogus") == true)
        }
        XCTAssertThrowsError(try parser.parse(["--demo=yes"]))
        XCTAssertThrowsError(try parser.parse(["--language"]))
    }

    func testRoutesFromARemoteArgumentVector() {
        XCTAssertEqual(parser.routes(fromArgumentVector: ["/usr/bin/popcorn", "--demo", "person/5"]), ["person/5"])
        XCTAssertEqual(parser.routes(fromArgumentVector: ["popcorn", "--bogus", "person/5"]), [])
    }

    func testUsageListsOptionsAndSubcommands() {
        let usage = parser.usage(summary: "Popcorn")
        XCTAssertTrue(usage.contains("--language=LANG"))
        XCTAssertTrue(usage.contains("dump ROUTE"))
        XCTAssertTrue(usage.contains("--version"))
    }
}
