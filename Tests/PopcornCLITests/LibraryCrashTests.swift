import Foundation
import XCTest

/// The library survives a process killed (SIGKILL) in the middle of writing.
final class LibraryCrashTests: XCTestCase {
    func testKilledWriterLosesNoCommittedItemAndLeavesNoCorruption() throws {
        let popcorn = try PopcornProcess(self)
        let script = """
            i=1
            while [ $i -le 2000 ]; do
              "$POPCORN" watchlist add movie/$i && echo $i
              i=$((i+1))
            done
            """
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", script]
        writer.environment = popcorn.environment.merging(["POPCORN": PopcornProcess.executable]) { $1 }
        let output = Pipe()
        writer.standardOutput = output
        try writer.run()
        // Read confirmations until enough items are committed, then kill the writer's whole group.
        var committed: [Int] = []
        var buffer = ""
        while committed.count < 25 {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer += String(decoding: chunk, as: UTF8.self)
            let lines = buffer.split(separator: "\n", omittingEmptySubsequences: false)
            buffer = String(lines.last ?? "")
            committed += lines.dropLast().compactMap { Int($0) }
        }
        let shellPID = writer.processIdentifier
        // Kill the current `popcorn` child (probably mid-write) first, then the shell.
        let children =
            (try? String(contentsOfFile: "/proc/\(shellPID)/task/\(shellPID)/children", encoding: .utf8)) ?? ""
        for child in children.split(separator: " ").compactMap({ Int32($0) }) { kill(child, SIGKILL) }
        kill(shellPID, SIGKILL)
        writer.waitUntilExit()
        XCTAssertGreaterThanOrEqual(committed.count, 25)

        let list = try popcorn.run("watchlist", "list")
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertFalse(list.stderr.contains("damaged"), list.stderr)
        let present = Set(list.lines)
        for id in committed {
            XCTAssertTrue(present.contains("movie/\(id)"), "committed movie/\(id) is present")
        }
        XCTAssertEqual(try PopcornProcess.integrityCheck(popcorn.demoLibraryFile), "ok")
    }
}
