import Foundation
import TestServerSupport
import XCTest

extension PopcornProcess {
    /// Errors of ``signIn(approvingAt:)``.
    struct SignInFailure: Error {
        let printed: String
    }

    /// From now on, asks the fake TMDb `server` (started with `--token TOKEN`) for the API, with `token`.
    mutating func use(_ server: TestServer, token: String) {
        environment["TMDB_API_TOKEN"] = token
        environment["POPCORN_TMDB_API_URL"] = server.baseURL + "/3"
    }

    /// A process of `test` using the fake TMDb `server` (started with `--token app-token`) for the API and the
    /// website; signed in to the server's account first when `signedIn` (failing the test when that fails).
    static func using(_ server: TestServer, in test: XCTestCase, signedIn: Bool = false) throws -> PopcornProcess {
        var popcorn = try PopcornProcess(test)
        popcorn.use(server, token: "app-token")
        popcorn.environment["POPCORN_TMDB_WEB_URL"] = server.baseURL
        if signedIn {
            let login = try popcorn.signIn(approvingAt: server)
            XCTAssertEqual(login.status, 0, login.stderr)
        }
        return popcorn
    }

    /// `popcorn account login` against the fake TMDb `server`, approving the printed address as the user
    /// would in the browser.
    func signIn(approvingAt server: TestServer) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = ["account", "login", "--timeout", "30"]
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        var printed = Data()
        let prefix = server.baseURL + "/auth/access?request_token="
        while !String(decoding: printed, as: UTF8.self).contains("Waiting") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed.append(chunk)
        }
        let text = String(decoding: printed, as: UTF8.self)
        guard
            let line = text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
                .first(where: { $0.hasPrefix(prefix) })
        else {
            process.terminate()
            throw SignInFailure(printed: text)
        }
        _ = try server.get(String(line.dropFirst(server.baseURL.count)))
        printed.append(out.fileHandleForReading.readDataToEndOfFile())
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: printed, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
