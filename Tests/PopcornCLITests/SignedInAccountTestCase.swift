import Foundation
import TestServerSupport
import XCTest

/// A suite against the fake TMDb (`--token app-token`) with `popcorn` signed in to its account: the server
/// starts before each test and stops after it.
class SignedInAccountTestCase: XCTestCase {
    var server: TestServer!
    var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "app-token"])
        popcorn = try PopcornProcess.using(server, in: self, signedIn: true)
    }

    override func tearDown() {
        server?.stop()
        super.tearDown()
    }

    func run(_ arguments: String...) throws -> PopcornProcess.Result {
        try popcorn.run(arguments)
    }

    /// Changes the account as TMDb's website would (`POST /__account`).
    func changeAccount(_ change: [String: Any]) throws {
        _ = try server.post("/__account", change)
    }

    /// The fake account's state (`GET /__account`).
    func account() throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: server.get("/__account")) as? [String: Any])
    }
}
