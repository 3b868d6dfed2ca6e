import Foundation
import XCTest

/// build-aux/check-sources.py (part of `make validate`): shared state in a `Mutex`, not behind an `NSLock`;
/// every `@unchecked Sendable` and `nonisolated(unsafe)` says why it is safe; no type is left unused.
final class SourceChecksTests: XCTestCase {
    private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private let folder = NSTemporaryDirectory() + "popcorn-source-checks-\(UUID().uuidString)"

    override func setUpWithError() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs the check on `folders` (relative to the repository); (status, output).
    private func check(_ folders: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "build-aux/check-sources.py"] + folders
        process.currentDirectoryURL = repository
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    func testTheSourcesPass() throws {
        let (status, output) = try check(["Sources", "Benchmarks"])
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(output, "")
    }

    func testLocksEscapesWithoutAReasonAndUnusedTypesAreReportedWithTheirLines() throws {
        let unused = "Never" + "NamedAgain"  // (named in no file, this one included)
        try """
        /// Holds a pointer.
        final class Box: @unchecked Sendable {
            // Set once.
            nonisolated(unsafe) var pointer: UnsafeMutableRawPointer?
            private let lock = NSLock()
        }
        /// Unchecked: only touched on the main thread.
        final class Reasoned: @unchecked Sendable {
            nonisolated(unsafe) static var shared = 0 // Unsafe: written once at start-up, before any thread.
        }
        let text = "@unchecked Sendable, NSLock" // a string, not a declaration
        let boxes = [Box(), Reasoned()]
        private struct \(unused) {}
        """.write(toFile: folder + "/Box.swift", atomically: true, encoding: .utf8)
        let (status, output) = try check([folder])
        XCTAssertEqual(status, 1)
        let reported = output.split(separator: "\n").map { line in
            line.components(separatedBy: ": ").prefix(2).joined(separator: ": ")
        }
        let noReason =
            "no reason given (a comment starting with “Unchecked:” or “Unsafe:” on this line or the one above)"
        XCTAssertEqual(
            reported,
            [
                "\(folder)/Box.swift:2: \(noReason)", "\(folder)/Box.swift:4: \(noReason)",
                "\(folder)/Box.swift:5: NSLock",
                "\(folder)/Box.swift:13: \(unused) is never used",
            ])
    }
}
