import Foundation
import XCTest

/// Runs the built `popcorn` executable with private XDG folders, as a user (or a script) would.
struct PopcornProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String

        /// stdout parsed as one JSON object.
        func json(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
            return try XCTUnwrap(object as? [String: Any], "not a JSON object: \(stdout)", file: file, line: line)
        }

        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    let home: String
    var environment: [String: String]

    /// A fresh home with its own cache and data folders; no credential (demo catalog by default).
    init(_ test: XCTestCase) throws {
        home = NSTemporaryDirectory() + "popcorn-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let home = self.home
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: home) }
        environment = [
            "HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_DATA_HOME": home + "/data",
            "XDG_CONFIG_HOME": home + "/config", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
            "GSETTINGS_BACKEND": "memory",
        ]
    }

    static var executable: String {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("popcorn").path
        if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        return repositoryRoot + "/.build/debug/popcorn"
    }

    static var repositoryRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    var cacheFile: String { home + "/cache/io.github.popcorn.Popcorn/cache.sqlite" }

    /// The demo catalog's library file.
    var demoLibraryFile: String { home + "/data/io.github.popcorn.Popcorn/library-demo.sqlite" }

    /// `PRAGMA integrity_check` of a database file by the system's python3 ("ok" when intact).
    static func integrityCheck(_ path: String) throws -> String {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        check.arguments = [
            "-c",
            "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('PRAGMA integrity_check').fetchone()[0])",
            path,
        ]
        let output = Pipe()
        check.standardOutput = output
        try check.run()
        check.waitUntilExit()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs `popcorn ARGS…` to completion.
    func run(_ arguments: String...) throws -> Result {
        try run(arguments)
    }

    func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs SQL on a database file with the system's python3 (independent of the code under test).
    static func sqlite(_ path: String, _ sql: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.commit()",
            path, sql,
        ]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "sqlite3 failed: \(sql)")
    }
}
