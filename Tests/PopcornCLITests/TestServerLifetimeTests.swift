import Foundation
import TestServerSupport
import XCTest

/// The loopback servers end with the process that started them: one left behind holds the test run's
/// stderr open, and `swift test` then waits for it forever instead of printing the result.
final class TestServerLifetimeTests: XCTestCase {
    func testEachServerEndsSoonAfterTheProcessThatStartedIt() throws {
        let portFile = FileManager.default.temporaryDirectory.appendingPathComponent("server-port-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: portFile) }
        for script in ["Tests/Support/fake_tmdb.py", "Tests/Support/image_server.py", "Tests/Support/otlp_receiver.py"]
        {
            try? FileManager.default.removeItem(atPath: portFile)
            // A shell starts the server in the background, prints its PID once it listens, and exits.
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = [
                "-c",
                "/usr/bin/python3 \"$0\" > \"$1\" 2>/dev/null & until [ -s \"$1\" ]; do sleep 0.05; done; echo $!",
                TestServer.repositoryRoot.appendingPathComponent(script).path, portFile,
            ]
            let output = Pipe()
            shell.standardOutput = output
            try shell.run()
            // Read the PID's line, not to the end: the server may hold a copy of the pipe's writing end.
            var text = ""
            while !text.hasSuffix("\n") {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            let pid = try XCTUnwrap(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), text)
            XCTAssertTrue(Self.isRunning(pid), "\(script) is listening")
            shell.waitForExit()
            let deadline = Date().addingTimeInterval(10)
            while Self.isRunning(pid) && Date() < deadline { usleep(50_000) }
            XCTAssertFalse(Self.isRunning(pid), "\(script) outlived the process that started it")
        }
    }

    /// Whether `pid` is a live process (a zombie waiting for its new parent to reap it has ended).
    private static func isRunning(_ pid: pid_t) -> Bool {
        // Read to the end: /proc files report a size of 0.
        guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/stat"),
            let data = try? handle.readToEnd()
        else { return false }
        let stat = String(decoding: data, as: UTF8.self)
        guard let end = stat.lastIndex(of: ")") else { return false }
        return !stat[end...].dropFirst(2).hasPrefix("Z")
    }
}
