import Foundation
import XCTest

@testable import GnomeIntegration

/// A saved secret is read with bounds: a file of a mebibyte is never read whole (its token comes back over
/// the limit, for `TMDbCredential.validate()` to refuse).
final class TokenFileLimitTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "popcorn-token-limit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func testAFileOfAMebibyteIsReadOnlyPastTheLimit() throws {
        let file = TokenFile(directory: directory)
        try Data(String(repeating: "a", count: 1_049_000).utf8).write(to: URL(fileURLWithPath: file.path))
        XCTAssertEqual(try file.load()?.utf8.count, TokenFile.maxBytes + 1)
        try Data((String(repeating: "b", count: TokenFile.maxBytes) + "\n").utf8).write(
            to: URL(fileURLWithPath: file.path))
        XCTAssertEqual(
            try file.load(), String(repeating: "b", count: TokenFile.maxBytes), "a secret of the limit is whole")
    }
}
