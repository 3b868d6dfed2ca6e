import Foundation
import XCTest

/// `popcorn export FILE` and `popcorn calendar export FILE` write into what FILE is (issue 32): renaming a
/// temporary file over it replaced a named pipe, a device (as root: `/dev/full` itself) or a symbolic link
/// with a regular file, and exited 0. Special files are refused and left as they were, a link is followed to
/// its file and kept, `-` is standard output, and a `kill -9`'s temporary file is removed by the next write.
final class ExportTargetCLITests: XCTestCase {
    private var popcorn: PopcornProcess!
    private static let commands = [["export"], ["calendar", "export"]]

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
        popcorn.environment["POPCORN_TODAY"] = "2017-02-10"
        let added = try popcorn.run("--demo", "watchlist", "add", "tv/1")
        XCTAssertEqual(added.status, 0, added.stderr)
    }

    private func export(
        _ command: [String], to target: String, stdout: FileHandle? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> PopcornProcess.Result {
        try popcorn.run(
            ["--demo"] + command + [target], within: 60, stdout: stdout, directory: popcorn.home,
            file: file, line: line)
    }

    /// The type bits of what `path` names (the link itself for a link); 0 when nothing is there.
    private func fileType(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    /// The names in `folder` that look like temporary files.
    private func temporaries(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }
    }

    func testANamedPipeOrAFolderIsRefusedAndLeftAsItWas() throws {
        for command in Self.commands {
            let pipe = popcorn.home + "/pipe-\(command.count)"
            XCTAssertEqual(mkfifo(pipe, 0o644), 0)
            let result = try export(command, to: pipe)
            XCTAssertEqual(result.status, 1, "\(command): \(result.stdout)")
            XCTAssertTrue(
                result.stderr.contains(
                    "could not be written to \(pipe): it is a device, named pipe or socket, not a regular file."),
                "\(command): \(result.stderr)")
            XCTAssertEqual(fileType(pipe), S_IFIFO, "\(command): the named pipe is still there")

            let folder = popcorn.home + "/folder-\(command.count)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            let refused = try export(command, to: folder)
            XCTAssertEqual(refused.status, 1)
            XCTAssertTrue(
                refused.stderr.contains("could not be written to \(folder): it is a folder, not a file."),
                refused.stderr)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [])
        }
        XCTAssertEqual(try temporaries(in: popcorn.home), [])
    }

    func testADeviceIsRefusedAndLeftAsItWas() throws {
        // As root, the real /dev/full would be replaced by a regular file before the fix: a node of the same
        // device in the test's folder stands in for it then.
        let device: String
        if geteuid() == 0 {
            device = popcorn.home + "/full"
            XCTAssertEqual(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 7)), 0, "mknod: \(errno)")
        } else {
            device = "/dev/full"
        }
        for command in Self.commands {
            let result = try export(command, to: device)
            XCTAssertEqual(result.status, 1, "\(command): \(result.stdout)")
            XCTAssertTrue(
                result.stderr.contains(
                    "could not be written to \(device): it is a device, named pipe or socket, not a regular file."),
                "\(command): \(result.stderr)")
            XCTAssertEqual(fileType(device), S_IFCHR, "\(command): the device is still there")
        }
        XCTAssertEqual(try temporaries(in: popcorn.home), [])
    }

    func testASymbolicLinkIsFollowedToItsFileAndKept() throws {
        let folder = popcorn.home + "/real"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for (command, marker) in zip(Self.commands, ["\"format\" : \"popcorn-backup\"", "BEGIN:VCALENDAR"]) {
            let name = command.joined(separator: "-")
            let file = folder + "/\(name).out"
            try "old".write(toFile: file, atomically: false, encoding: .utf8)
            let link = popcorn.home + "/\(name)-link"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/\(name).out")
            let result = try export(command, to: link)
            XCTAssertEqual(result.status, 0, "\(command): \(result.stderr)")
            XCTAssertEqual(fileType(link), S_IFLNK, "\(command): the link is kept")
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "real/\(name).out")
            XCTAssertTrue(
                try String(contentsOfFile: file, encoding: .utf8).contains(marker),
                "\(command): the file it leads to was written")

            // A link to a file not written yet: the file is created, the link kept.
            let dangling = popcorn.home + "/\(name)-new-link"
            try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder + "/\(name).new")
            XCTAssertEqual(try export(command, to: dangling).status, 0)
            XCTAssertEqual(fileType(dangling), S_IFLNK)
            XCTAssertEqual(fileType(folder + "/\(name).new"), S_IFREG)
        }
        XCTAssertEqual(try temporaries(in: popcorn.home) + temporaries(in: folder), [])
    }

    func testADashWritesToStandardOutput() throws {
        let backup = try export(["export"], to: "-")
        XCTAssertEqual(backup.status, 0, backup.stderr)
        let document = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(backup.stdout.utf8)) as? [String: Any],
            "standard output holds the backup alone")
        XCTAssertEqual(document["format"] as? String, "popcorn-backup")
        XCTAssertEqual((document["watchlist"] as? [Any])?.count, 1)

        let calendar = try export(["calendar", "export"], to: "-")
        XCTAssertEqual(calendar.status, 0, calendar.stderr)
        XCTAssertTrue(calendar.stdout.hasPrefix("BEGIN:VCALENDAR\r\n"), calendar.stdout)
        XCTAssertEqual(calendar.stdout.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }.count, 7)
        XCTAssertFalse(FileManager.default.fileExists(atPath: popcorn.home + "/-"), "no file named -")
    }

    func testAFullStandardOutputExits1WithTheReason() throws {
        for command in Self.commands {
            let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
            let result = try export(command, to: "-", stdout: full)
            XCTAssertEqual(result.status, 1, "\(command)")
            XCTAssertTrue(
                result.stderr.contains("could not be written to standard output: No space left on device."),
                "\(command): \(result.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: popcorn.home + "/-"), "no file named -")
    }

    /// A `kill -9` between writing the temporary file and renaming it leaves `FILE.tmp-PID`: the next write
    /// of FILE removes it, and only it (not a live writer's, not another file's, not a name merely like it).
    func testTheNextExportRemovesTheTemporaryFileOfAKilledOne() throws {
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = finished.processIdentifier
        let target = popcorn.home + "/backup.json"
        let stale = "backup.json.tmp-\(dead)"
        let kept = [
            "backup.json.tmp-\(getpid())", "backup.json.tmp-\(dead)x", "backup.json.tmp-0\(dead)",
            "other.json.tmp-\(dead)", "backup.json.tmp-",
        ]
        for name in [stale] + kept {
            try "partial".write(toFile: popcorn.home + "/" + name, atomically: false, encoding: .utf8)
        }
        let result = try export(["export"], to: target)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try temporaries(in: popcorn.home).sorted(), kept.sorted(), "only the dead writer's file is gone")
        XCTAssertEqual(fileType(target), S_IFREG)
    }
}
