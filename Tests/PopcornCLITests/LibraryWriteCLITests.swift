import Foundation
import XCTest

/// A change the library could not store is never acknowledged (issue 20): the commands that write
/// (`watchlist add|remove`, `watched add|remove`, `rate`) and those that read it exit 1 with the reason
/// when the library cannot be used, and many processes writing at once lose nothing.
final class LibraryWriteCLITests: XCTestCase {
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
    }

    private var dataFolder: String { popcorn.home + "/data/io.github.popcorn.Popcorn" }

    private static let everyCommand = [
        ["watchlist", "add", "movie/1"], ["watchlist", "remove", "movie/1"], ["watchlist", "list"],
        ["watched", "add", "movie/1"], ["watched", "remove", "movie/1"], ["watched", "list"],
        ["rate", "movie/1", "7"], ["rate", "movie/1", "--clear"],
    ]

    private func expectEveryCommandFails(saying expected: String, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        for command in Self.everyCommand {
            let result = try popcorn.run(["--demo"] + command)
            XCTAssertEqual(result.status, 1, "\(command): \(result.stdout) \(result.stderr)", file: file, line: line)
            XCTAssertEqual(result.stdout, "", "\(command) acknowledged nothing", file: file, line: line)
            XCTAssertTrue(result.stderr.contains(expected), "\(command): \(result.stderr)", file: file, line: line)
        }
    }

    func testALibraryPathTakenByAFolderFailsEveryCommand() throws {
        try FileManager.default.createDirectory(atPath: popcorn.demoLibraryFile, withIntermediateDirectories: true)
        try expectEveryCommandFails(saying: "nothing can be saved")
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: popcorn.demoLibraryFile, isDirectory: &isFolder))
        XCTAssertTrue(isFolder.boolValue, "the folder is left alone")
    }

    func testADataFolderThatIsAFileFailsEveryCommand() throws {
        try FileManager.default.createDirectory(atPath: popcorn.home + "/data", withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: dataFolder))
        try expectEveryCommandFails(saying: "cannot create its data folder")
        XCTAssertEqual(try String(contentsOfFile: dataFolder, encoding: .utf8), "not a folder")
    }

    func testARecoveredLibraryTakesTheChangeAndSaysWhatWasRecovered() throws {
        try FileManager.default.createDirectory(atPath: dataFolder, withIntermediateDirectories: true)
        try Data((0..<4096).map { UInt8($0 % 251) }).write(to: URL(fileURLWithPath: popcorn.demoLibraryFile))
        let add = try popcorn.run("--demo", "watchlist", "add", "movie/2")
        XCTAssertEqual(add.status, 0, add.stderr)
        XCTAssertTrue(add.stderr.contains("damaged") && add.stderr.contains("recovered"), add.stderr)
        XCTAssertFalse(add.stderr.contains("nothing can be saved") || add.stderr.contains("not be kept"), add.stderr)
        let list = try popcorn.run("--demo", "watchlist", "list")
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertEqual(list.lines, ["movie/2"])
        XCTAssertEqual(list.stderr, "", "recovered once, quiet afterwards")
    }

    /// Many processes start on a fresh data folder at once (creating, migrating and writing the library
    /// together): every write they acknowledged is there afterwards.
    func testManyWritersAtOnceLoseNoAcknowledgedWrite() throws {
        let movies = (1...10).map { "movie/\($0)" }
        let commands =
            (1...20).map { ["watchlist", "add", "tv/\($0)"] }
            + movies.map { ["watched", "add", $0] }
            + movies.map { ["rate", $0, "7"] }
        let processes = try commands.map { command -> (Process, Pipe) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: PopcornProcess.executable)
            process.arguments = ["--demo"] + command
            process.environment = popcorn.environment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            return (process, errors)
        }
        for ((process, errors), command) in zip(processes, commands) {
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(command): \(stderr)")
        }
        let watchlist = try popcorn.run("--demo", "watchlist", "list")
        XCTAssertEqual(Set(watchlist.lines), Set((1...20).map { "tv/\($0)" }), watchlist.stderr)
        let plays = try popcorn.run("--demo", "watched", "list")
        XCTAssertEqual(Set(plays.lines.map { String($0.split(separator: "\t")[0]) }), Set(movies), plays.stderr)
        for movie in movies {
            let dump = try popcorn.run("--demo", "dump", movie).json()
            XCTAssertEqual(dump["rating"] as? Int, 7, movie)
        }
        XCTAssertEqual(try PopcornProcess.integrityCheck(popcorn.demoLibraryFile), "ok")
    }
}
