import Foundation
import XCTest

/// Issue 32, item 11: what an imported file names reaches the terminal without its control characters, so a
/// title cannot retitle the window, recolour the terminal or hide text (escape sequences, C0, DEL and C1
/// characters are left out; the rest of the title is still shown).
final class TerminalOutputCLITests: XCTestCase {
    /// An OSC (window title, ended by BEL), a CSI colour, an 8-bit CSI, DEL, a backspace and a carriage return.
    private static let hostile = "Evil\u{1B}]0;pwned\u{07} Film\u{1B}[31m Red\u{9B}2J\u{7F}\u{08}\r"

    private func assertNoControlCharacters(
        _ result: PopcornProcess.Result, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            let controls = text.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
            }
            XCTAssertTrue(
                controls.isEmpty,
                "\(what), \(stream): \(controls.map { String($0.value, radix: 16) }) in \(text.debugDescription)",
                file: file, line: line)
        }
    }

    func testTheTitlesOfUnmatchedRowsArePrintedWithoutControlCharacters() throws {
        let popcorn = try PopcornProcess(self)
        let title = Self.hostile
        let letterboxd = popcorn.home + "/diary.csv"
        try
            "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2023-06-02,\"\(title)\",2026,https://boxd.it/x,4,,,2023-06-02\n"
            .write(toFile: letterboxd, atomically: true, encoding: .utf8)
        let trakt = popcorn.home + "/history.json"
        let jsonTitle = String(
            data: try JSONSerialization.data(withJSONObject: [title], options: [.fragmentsAllowed]), encoding: .utf8)!
            .dropFirst().dropLast()
        try """
        [{"id": 1, "watched_at": "2021-03-05T21:00:00.000Z", "action": "watch", "type": "movie",
          "movie": {"title": \(jsonTitle), "year": 2026, "ids": {"trakt": 5}}}]
        """.write(toFile: trakt, atomically: true, encoding: .utf8)
        let imdb = popcorn.home + "/ratings.csv"
        try """
        Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
        tt0000001,8,2024-01-02,"\(title)",https://www.imdb.com/title/tt0000001/,Movie,7.1,101,2026,Drama,1000,2026-03-01,

        """.write(toFile: imdb, atomically: true, encoding: .utf8)

        for (service, path) in [("letterboxd", letterboxd), ("trakt", trakt), ("imdb", imdb)] {
            let result = try popcorn.run("--demo", "import", "--from", service, path)
            XCTAssertEqual(result.status, 0, "\(service): \(result.stderr)")
            assertNoControlCharacters(result, service)
            let unmatched = try XCTUnwrap(result.lines.last, service)
            XCTAssertTrue(unmatched.contains("line 1") || unmatched.contains("line 2"), "\(service): \(unmatched)")
            XCTAssertTrue(
                unmatched.contains("Evil Film Red (2026)"), "\(service): the title's text is still shown: \(unmatched)")
        }
    }

    func testAFileNameWithControlCharactersIsShownWithoutThem() throws {
        let popcorn = try PopcornProcess(self)
        let missing = popcorn.home + "/\u{1B}]0;pwned\u{07}missing\u{1B}[31m.json"
        let result = try popcorn.run("--demo", "import", missing)
        XCTAssertEqual(result.status, 1)
        assertNoControlCharacters(result, "a missing file")
        XCTAssertTrue(result.stderr.contains("missing.json cannot be read"), result.stderr)
    }
}
