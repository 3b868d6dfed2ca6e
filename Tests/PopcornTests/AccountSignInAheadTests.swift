import Foundation
import GnomeIntegration
import XCTest

@testable import PopcornApp

@MainActor
final class AccountSignInAheadTests: XCTestCase {
    func testTheSignInReadAheadIsTakenOnceAndNobodySignedInIsAnAnswerToo() async throws {
        let folder = NSTemporaryDirectory() + "popcorn-sign-in-ahead-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = TokenStore(.accountSession, fileDirectory: folder, useKeyring: false)
        let ahead = AccountSignInAhead()
        XCTAssertTrue(ahead.take() == nil, "nothing read ahead: the reader reads the store itself")

        ahead.read(from: store)
        XCTAssertEqual(ahead.take(), .some(nil), "read ahead: nobody signed in")
        XCTAssertTrue(ahead.take() == nil, "taken once")

        try store.save("session")
        ahead.read(from: store)
        XCTAssertEqual(ahead.take(), .some("session"))
        XCTAssertTrue(ahead.take() == nil)
    }
}
