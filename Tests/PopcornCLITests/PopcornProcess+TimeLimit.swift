import Foundation
import XCTest

extension PopcornProcess {
    /// Runs `popcorn ARGS…` to completion, or kills it and fails the test when it is still running after
    /// `limit` seconds: a hang fails the test instead of hanging the suite. `stdout` replaces the pipe its
    /// standard output is read from (the result's `stdout` is then empty); `directory` is its working folder.
    func run(
        _ arguments: [String], within limit: TimeInterval, stdout: FileHandle? = nil, directory: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = stdout ?? out
        process.standardError = err
        try process.run()
        let output = stdout == nil ? PipeReader(out) : nil
        let errors = PipeReader(err)
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            XCTFail(
                "popcorn \(arguments.joined(separator: " ")) was still running after \(limit) s", file: file, line: line
            )
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: output?.text() ?? "", stderr: errors.text())
    }
}

/// Reads a pipe to its end on a thread of its own (a full pipe would block the writer).
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything written, once the pipe's writers closed it.
    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
