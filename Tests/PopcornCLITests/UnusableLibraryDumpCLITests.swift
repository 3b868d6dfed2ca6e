import Foundation
import XCTest

/// A library that cannot be used never looks empty (issue 32, item 7): every `popcorn dump` of a page that
/// shows what the library holds prints the error document and exits 1 with the reason on stderr, as the
/// library commands do (docs/command-line.md, "Files"); a page that does not read the library still prints.
///
/// Three ways the library cannot be used: a folder where the library file should be, a file where the
/// app's data folder should be, and a data folder the user cannot write (with and without a library in
/// it). As root, permissions do not stop writes, so the read-only cases run `popcorn` as the user
/// `nobody` (uid 65534, through `setpriv`) over folders owned by root; as another user they `chmod` the
/// folder read-only.
final class UnusableLibraryDumpCLITests: XCTestCase {
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
    }

    private var dataFolder: String { popcorn.home + "/data/io.github.popcorn.Popcorn" }

    /// The dumps of every page that reads the library: its lists, and the details pages' watchlist and
    /// tracking members (`isOnWatchlist`, `watchCount`, `rating`, `progress`, `watched`).
    private static let libraryRoutes = [
        "up-next", "watchlist", "history", "calendar", "search", "movie/1", "tv/1",
        "tv/1/season/1", "tv/1/season/1/episode/1",
    ]

    private func expectEveryLibraryDumpFails(
        saying reason: String, launcher: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for route in Self.libraryRoutes {
            let result = try popcorn.start(["--demo", "dump", route], launcher: launcher).finish()
            XCTAssertEqual(result.status, 1, "\(route): \(result.stdout) \(result.stderr)", file: file, line: line)
            let dump = try result.json(file: file, line: line)
            XCTAssertEqual(dump["route"] as? String, route, file: file, line: line)
            XCTAssertEqual(dump["status"] as? String, "error", "\(route): \(result.stdout)", file: file, line: line)
            let error = try XCTUnwrap(
                dump["error"] as? [String: Any], "\(route): \(result.stdout)", file: file, line: line)
            XCTAssertEqual(error["kind"] as? String, "storage", "\(route): \(result.stdout)", file: file, line: line)
            XCTAssertNil(dump["watchCount"], "\(route): nothing stands in for the library", file: file, line: line)
            XCTAssertTrue(result.stderr.contains(reason), "\(route): \(result.stderr)", file: file, line: line)
        }
        let credits = try popcorn.start(["--demo", "dump", "movie/1/credits"], launcher: launcher).finish()
        XCTAssertEqual(
            credits.status, 0, "a page without library data still prints: \(credits.stderr)",
            file: file, line: line)
        XCTAssertEqual(try credits.json(file: file, line: line)["status"] as? String, "ready", file: file, line: line)
    }

    func testALibraryPathTakenByAFolderFailsEveryLibraryDump() throws {
        try FileManager.default.createDirectory(atPath: popcorn.demoLibraryFile, withIntermediateDirectories: true)
        try expectEveryLibraryDumpFails(saying: "cannot open its library")
    }

    func testADataFolderThatIsAFileFailsEveryLibraryDump() throws {
        try FileManager.default.createDirectory(atPath: popcorn.home + "/data", withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: dataFolder))
        try expectEveryLibraryDumpFails(saying: "cannot create its data folder")
        XCTAssertEqual(try String(contentsOfFile: dataFolder, encoding: .utf8), "not a folder")
    }

    func testAReadOnlyDataFolderWithoutALibraryFailsEveryLibraryDump() throws {
        try FileManager.default.createDirectory(atPath: dataFolder, withIntermediateDirectories: true)
        try expectEveryLibraryDumpFails(saying: "cannot open its library", launcher: makeDataFolderReadOnly())
        XCTAssertFalse(FileManager.default.fileExists(atPath: popcorn.demoLibraryFile))
    }

    /// README: a read-only disk is one on which the library "cannot be used at all" — SQLite cannot open a
    /// WAL library in a folder where it cannot create the `-shm` file — so reading it fails with the
    /// reason too, and the file is left as it was.
    func testAReadOnlyDataFolderWithALibraryFailsEveryLibraryDumpAndKeepsTheFile() throws {
        XCTAssertEqual(try popcorn.run("--demo", "watched", "add", "movie/1").status, 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: popcorn.demoLibraryFile))
        try expectEveryLibraryDumpFails(saying: "cannot open its library", launcher: makeDataFolderReadOnly())
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: popcorn.demoLibraryFile)), before)
    }

    /// Makes the data folder read-only for the `popcorn` processes the test starts; returns how to start
    /// them (as `nobody` when the test runs as root).
    private func makeDataFolderReadOnly() throws -> [String] {
        guard getuid() == 0 else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: dataFolder)
            let folder = dataFolder
            addTeardownBlock {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
            }
            return []
        }
        // nobody may read root's folders (0755) and the library (0644), not write them; the cache is off
        // for nobody too, which the dumps do without.
        for folder in [popcorn.home, popcorn.home + "/data", dataFolder] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        }
        if FileManager.default.fileExists(atPath: popcorn.demoLibraryFile) {
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: popcorn.demoLibraryFile)
        }
        return ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    }
}
