import AppEnvironment
import Foundation
import TMDb
import XCTest

@testable import GnomeIntegration

final class CredentialSourceTests: XCTestCase {
    // Async: XCTest on Linux cannot call synchronous @MainActor test methods.
    @MainActor
    func testEnvironmentWinsThenTheSavedTokenThenNothing() async throws {
        let directory = NSTemporaryDirectory() + "popcorn-credential-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = TokenStore(fileDirectory: directory, useKeyring: false)
        XCTAssertNil(CredentialSource.current(environment: [:], tokenStore: store))

        try store.save("saved-token")
        XCTAssertEqual(CredentialSource.current(environment: [:], tokenStore: store), .token("saved-token"))
        XCTAssertEqual(
            CredentialSource.current(environment: ["TMDB_API_TOKEN": "env-token"], tokenStore: store),
            .token("env-token"))
        XCTAssertEqual(
            CredentialSource.current(environment: ["TMDB_API_KEY": "env-key"], tokenStore: store),
            .apiKey("env-key"))
    }

    /// The build's own token (here the debug builds' stand-in) comes last: after the environment and after
    /// a token the user saved.
    @MainActor
    func testTheBuiltInTokenIsUsedOnlyWhenTheUserSetNone() async throws {
        let directory = NSTemporaryDirectory() + "popcorn-credential-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = TokenStore(fileDirectory: directory, useKeyring: false)
        let builtIn = [BuiltInToken.testVariable: "eyJ.built-in"]
        XCTAssertEqual(CredentialSource.current(environment: builtIn, tokenStore: store), .token("eyJ.built-in"))
        XCTAssertNil(CredentialSource.current(environment: [BuiltInToken.testVariable: ""], tokenStore: store))
        XCTAssertEqual(
            CredentialSource.current(
                environment: builtIn.merging(["TMDB_API_TOKEN": "env-token"]) { $1 },
                tokenStore: store), .token("env-token"))
        try store.save("saved-token")
        XCTAssertEqual(CredentialSource.current(environment: builtIn, tokenStore: store), .token("saved-token"))
    }
}
