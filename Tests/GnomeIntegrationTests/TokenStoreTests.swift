import Foundation
import XCTest

@testable import GnomeIntegration

final class TokenStoreTests: XCTestCase {
    private var directory: String!

    override func setUp() {
        super.setUp()
        directory = NSTemporaryDirectory() + "popcorn-token-\(UUID().uuidString)/io.github.popcorn.Popcorn"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent)
        super.tearDown()
    }

    private func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    func testWithoutAKeyringTheTokenGoesToAFileOnlyTheUserCanRead() throws {
        let previousMask = umask(0o022)
        defer { umask(previousMask) }
        let store = TokenStore(fileDirectory: directory, useKeyring: false)
        XCTAssertNil(store.load())

        let location = try store.save("  eyJhbGciOiJIUzI1NiJ9.first-token \n")
        XCTAssertEqual(location, .file(path: directory + "/tmdb-token"))
        XCTAssertEqual(try mode(directory + "/tmdb-token"), 0o600)
        XCTAssertEqual(try mode(directory), 0o700)

        let reopened = TokenStore(fileDirectory: directory, useKeyring: false)
        XCTAssertEqual(reopened.load()?.token, "eyJhbGciOiJIUzI1NiJ9.first-token")
        XCTAssertEqual(reopened.load()?.location, .file(path: directory + "/tmdb-token"))

        try reopened.save("second-token")
        XCTAssertEqual(TokenStore(fileDirectory: directory, useKeyring: false).load()?.token, "second-token")
        XCTAssertEqual(try mode(directory + "/tmdb-token"), 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory)
        XCTAssertEqual(leftovers, ["tmdb-token"], "no temporary files are left behind")

        try reopened.clear()
        XCTAssertNil(TokenStore(fileDirectory: directory, useKeyring: false).load())
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/tmdb-token"))
    }

    func testAnExistingFileWithLooserModeIsReplacedByA0600File() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        XCTAssertTrue(
            FileManager.default.createFile(
                atPath: directory + "/tmdb-token", contents: Data("old".utf8),
                attributes: [.posixPermissions: 0o644]))
        let store = TokenStore(fileDirectory: directory, useKeyring: false)
        XCTAssertEqual(store.load()?.token, "old")
        try store.save("new")
        XCTAssertEqual(try mode(directory + "/tmdb-token"), 0o600)
        XCTAssertEqual(store.load()?.token, "new")
    }

    func testAnUnwritableFolderIsReportedNotCrashed() throws {
        let store = TokenStore(fileDirectory: "/proc/popcorn-cannot-exist", useKeyring: false)
        XCTAssertThrowsError(try store.save("token")) { error in
            guard case TokenStoreError.file = error else { return XCTFail("unexpected \(error)") }
        }
        XCTAssertNil(store.load())
    }
}
