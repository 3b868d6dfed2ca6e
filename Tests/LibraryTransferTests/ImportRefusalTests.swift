import Catalog
import Foundation
import LibraryTransfer
import XCTest

/// Issue 32, items 14 and 15: a Letterboxd rating off its half-star scale and a backup whose version no
/// backup has are refused naming the row and saying what is wrong.
final class ImportRefusalTests: XCTestCase {
    private func letterboxdRows(ratings: [String]) throws(ImportFileError) -> [ImportRow] {
        let rows = ratings.enumerated().map {
            "2023-06-0\($0.offset + 1),Film \($0.offset),2026,https://boxd.it/a\($0.offset),\($0.element)"
        }
        let text = (["Date,Name,Year,Letterboxd URI,Rating"] + rows).joined(separator: "\n") + "\n"
        return try LetterboxdExport.rows(Data(text.utf8), file: "ratings.csv")
    }

    func testLetterboxdRatingsOffTheHalfStarScaleAreRefusedNamingTheRow() throws {
        for bad in ["0.25", "4.75", "0", "0.0", "5.5", "-1", "0x1p-2", "nan", "3.50001"] {
            XCTAssertThrowsError(try letterboxdRows(ratings: ["3.5", bad]), bad) { error in
                let error = error as? ImportFileError
                XCTAssertEqual(error?.file, "ratings.csv", bad)
                XCTAssertEqual(error?.line, 3, "\(bad): the row of the bad rating")
                XCTAssertEqual(
                    error?.reason, "“\(bad)” is not a rating of 0.5 to 5 stars in steps of half a star.", bad)
            }
        }
        let rows = try letterboxdRows(ratings: ["0.5", "1", "2.5", "4.0", "5"])
        let values = rows.flatMap(\.entries).compactMap { entry -> Int? in
            if case .rating(let value, _) = entry { return value }
            return nil
        }
        XCTAssertEqual(values, [1, 2, 5, 8, 10], "half stars → 1–10")
    }

    func testABackupWhoseVersionNoBackupHasIsInvalidNotNewer() throws {
        func decode(version: String) throws(ImportFileError) -> LibraryContents {
            let text = "{\"format\": \"popcorn-backup\", \(version)\"plays\": []}"
            return try PopcornBackup.decode(Data(text.utf8), file: "backup.json")
        }
        for (version, shown) in [
            ("\"version\": -1, ", "-1"), ("\"version\": 0, ", "0"), ("\"version\": 1.5, ", "1.5"),
            ("\"version\": -1e300, ", "-1e+300"),
        ] {
            XCTAssertThrowsError(try decode(version: version), version) { error in
                let error = error as? ImportFileError
                XCTAssertEqual(error?.line, 1)
                XCTAssertEqual(
                    error?.reason,
                    "this is not a valid Popcorn backup: its \"version\" is \(shown), not a whole number from 1.",
                    version)
            }
        }
        XCTAssertThrowsError(try decode(version: "")) { error in
            XCTAssertEqual(
                (error as? ImportFileError)?.reason, "this is not a valid Popcorn backup: it has no \"version\".")
        }
        XCTAssertThrowsError(try decode(version: "\"version\": 3, ")) { error in
            XCTAssertTrue(
                (error as? ImportFileError)?.reason.contains("newer version of Popcorn (version 3)") == true, "\(error)"
            )
        }
        XCTAssertNoThrow(try decode(version: "\"version\": 1, "))
    }
}
