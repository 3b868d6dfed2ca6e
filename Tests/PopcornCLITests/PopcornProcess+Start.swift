import Foundation

extension PopcornProcess {
    /// A `popcorn` process started and not yet waited for.
    struct Running {
        let process: Process
        let out: Pipe
        let err: Pipe

        /// Waits for the process to end: its exit status and output.
        func finish() -> Result {
            let stdout = out.fileHandleForReading.readDataToEndOfFile()
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Result(
                status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                stderr: String(decoding: stderr, as: UTF8.self))
        }
    }

    /// Starts `popcorn ARGS…` (through `launcher`, e.g. `setpriv` and its options, when given) without
    /// waiting: several can run at once.
    func start(_ arguments: [String], launcher: [String] = []) throws -> Running {
        let process = Process()
        let command = launcher + [Self.executable] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = environment
        let running = Running(process: process, out: Pipe(), err: Pipe())
        process.standardOutput = running.out
        process.standardError = running.err
        try process.run()
        return running
    }
}
