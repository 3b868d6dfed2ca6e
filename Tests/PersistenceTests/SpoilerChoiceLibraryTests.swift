import Catalog
import Foundation
import XCTest

@testable import Persistence

/// The series' spoiler choices in a real library file: none in a library of schema 7, saved, replaced,
/// removed and read back after reopening.
final class SpoilerChoiceLibraryTests: XCTestCase {
    private var path: String!

    override func setUpWithError() throws {
        path = try makeTemporaryFolder(self) + "/library.sqlite"
    }

    /// A library as version 7 left it: today's schema without the spoiler choices.
    private func makeVersion7Library() throws {
        _ = SQLiteLibrary(path: path)
        let connection = try SQLiteConnection(path: path)
        try connection.execute("DROP TABLE spoiler_choice; PRAGMA user_version = 7")
    }

    func testAVersion7LibraryOpensWithoutChoices() async throws {
        try makeVersion7Library()
        let opened = SQLiteLibrary(path: path)
        XCTAssertNil(opened.openingProblem)
        XCTAssertEqual(opened.spoilerChoices(), [:])
        try await opened.setSpoilerChoice(true, seriesID: 1)
        XCTAssertEqual(opened.spoilerChoices(), [1: true], "the new table takes a choice")
    }

    func testChoicesAreSavedReplacedRemovedAndSurviveReopen() async throws {
        let library = SQLiteLibrary(path: path)
        try await library.setSpoilerChoice(true, seriesID: 1)
        try await library.setSpoilerChoice(false, seriesID: 2)
        XCTAssertEqual(library.spoilerChoices(), [1: true, 2: false], "read at once after the write")
        try await library.setSpoilerChoice(false, seriesID: 1)
        try await library.setSpoilerChoice(nil, seriesID: 2)
        XCTAssertEqual(library.spoilerChoices(), [1: false])
        XCTAssertEqual(SQLiteLibrary(path: path).spoilerChoices(), [1: false], "after reopening")
    }
}
