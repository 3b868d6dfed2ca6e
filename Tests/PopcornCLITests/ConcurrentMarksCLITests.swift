import Foundation
import XCTest

/// Marking a series watched from several processes at once (issue 32, item 8): which episodes are not
/// watched yet is decided inside the write transaction, so every episode gets one play and one process
/// reports adding them.
final class ConcurrentMarksCLITests: XCTestCase {
    /// Five `watched add tv/1` started together, in five rounds on fresh libraries (one round may
    /// happen to run the processes one after the other).
    func testParallelSeriesMarksAddEachEpisodeOnce() throws {
        for round in 1...5 {
            var popcorn = try PopcornProcess(self)
            popcorn.environment["POPCORN_TODAY"] = "2100-01-01"
            // The library and the series' cached episode guide exist before the race, so the processes do not
            // queue behind creating them and reach the marking together.
            XCTAssertEqual(try popcorn.run("--demo", "dump", "tv/1").status, 0)
            let processes = try (1...5).map { _ in try popcorn.start(["--demo", "watched", "add", "tv/1"]) }
            let results = processes.map { $0.finish() }
            for result in results { XCTAssertEqual(result.status, 0, "round \(round): \(result.stderr)") }

            let adders = results.filter { !$0.stdout.isEmpty }
            XCTAssertEqual(adders.count, 1, "round \(round): one process adds the plays: \(results.map(\.stdout))")
            for result in results where result.stdout.isEmpty {
                XCTAssertTrue(result.stderr.contains("already watched"), "round \(round): \(result.stderr)")
            }
            let added = adders.first?.lines.map { String($0.split(separator: "\t")[0]) } ?? []
            let stored = try popcorn.run("--demo", "watched", "list").lines.map { String($0.split(separator: "\t")[0]) }
            XCTAssertEqual(stored.count, Set(stored).count, "round \(round): one play per episode: \(stored)")
            XCTAssertEqual(Set(stored), Set(added), "round \(round): what was printed is what was stored")
            XCTAssertTrue(stored.contains("tv/1/season/1/episode/1") && stored.count > 10, "round \(round): \(stored)")
        }
    }
}
