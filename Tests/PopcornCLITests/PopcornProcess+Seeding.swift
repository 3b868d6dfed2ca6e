import XCTest

extension PopcornProcess {
    /// Seeds the demo catalog's library: each play with `popcorn --demo watched add ROUTE --date DAY`, then each
    /// rating with `popcorn --demo rate ROUTE VALUE`, failing the test at a command that fails.
    func seedDemo(
        plays: [(route: String, day: String)], ratings: [(route: String, value: Int)] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let commands =
            plays.map { ["watched", "add", $0.route, "--date", $0.day] }
            + ratings.map { ["rate", $0.route, String($0.value)] }
        for command in commands {
            let result = try run(["--demo"] + command)
            XCTAssertEqual(result.status, 0, "\(command): \(result.stderr)", file: file, line: line)
        }
    }
}
