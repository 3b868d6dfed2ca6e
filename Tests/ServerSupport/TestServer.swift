import Foundation

/// A python3 loopback server started for a test (e.g. `Tests/Support/image_server.py`). The script must
/// print `PORT <n>` on stdout once listening on 127.0.0.1. Stopped (by PID) on `stop()` or deinit.
public final class TestServer: @unchecked Sendable {
    public let port: Int
    private let process: Process

    /// Errors while starting the server.
    public enum StartError: Error {
        case noPort(String)
    }

    /// Starts `script` (a path relative to the repository root) with `arguments`.
    public init(script: String, arguments: [String] = []) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [TestServer.repositoryRoot.appendingPathComponent(script).path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        self.process = process
        var buffer = Data()
        var port: Int?
        while port == nil {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            let text = String(decoding: buffer, as: UTF8.self)
            for line in text.split(separator: "\n") where line.hasPrefix("PORT ") {
                port = Int(line.dropFirst(5).trimmingCharacters(in: .whitespaces))
            }
        }
        guard let port else {
            process.terminate()
            throw StartError.noPort(String(decoding: buffer, as: UTF8.self))
        }
        self.port = port
    }

    deinit { stop() }

    /// "http://127.0.0.1:<port>".
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Stops the server process.
    /// (Polls instead of `waitUntilExit`, which can hang when called from a Swift concurrency thread.)
    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        for _ in 0..<500 where process.isRunning {
            usleep(10_000)
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitForExit()
        }
    }

    /// The repository root (found from this file's location).
    public static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// A blocking GET of `path` over a plain socket (independent of the client under test).
    public func get(_ path: String) throws -> Data {
        try RawHTTP.get(port: port, path: path)
    }

    /// A blocking POST of the JSON `object` to `path`, decoded as JSON (independent of the client under test).
    public func post(_ path: String, _ object: [String: Any]) throws -> [String: Any] {
        let body = try JSONSerialization.data(withJSONObject: object)
        return try JSONSerialization.jsonObject(with: RawHTTP.post(port: port, path: path, body: body))
            as? [String: Any] ?? [:]
    }

    /// `/__stats` decoded as JSON (image_server.py).
    public func stats() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: get("/__stats"))
        return object as? [String: Any] ?? [:]
    }

    /// How many requests the server received for `path` (image_server.py).
    public func requestCount(_ path: String) throws -> Int {
        let requests = try stats()["requests"] as? [String: Int] ?? [:]
        return requests[path] ?? 0
    }

    /// A counter from `/__stats` (image_server.py), 0 if absent.
    public func counter(_ name: String) throws -> Int {
        try stats()[name] as? Int ?? 0
    }

    /// The requests the collector stand-in kept (otlp_receiver.py): `path`, `contentType`, `body` (parsed JSON).
    public func receivedRequests() throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: get("/__received")) as? [String: Any]
        return object?["requests"] as? [[String: Any]] ?? []
    }

    /// Zeroes the counters (image_server.py).
    public func reset() throws {
        _ = try get("/__reset")
    }
}
