import Catalog
import Foundation
import LibraryTransfer
import Persistence
import XCTest

/// A Trakt import stores while it reads (ImportPipeline): exports of several batches into real library files,
/// against what reading everything first gives — the same rows and summary, and on any failure (an item, the
/// JSON, the storing) nothing stored and the same error.
final class ImportPipelineTests: XCTestCase {
    /// The time of item `number` of ``history(_:replacing:)`` (seconds since 1970): a minute and a second apart.
    private static func watchedAt(_ number: Int) -> Double { 1_577_836_800 + Double(number * 61) }

    /// A history of `count` plays (episodes of 50 series, every fourth a movie), with `replacing` items
    /// (1-based number → the item's JSON text) in place of generated ones.
    private func history(_ count: Int, replacing: [Int: String] = [:]) -> Data {
        let format = ISO8601DateFormatter()
        format.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let items = (1...count).map { number -> String in
            if let item = replacing[number] { return item }
            let watchedAt = format.string(from: Date(timeIntervalSince1970: Self.watchedAt(number)))
            if number % 4 == 0 {
                return """
                    {"id": \(number), "watched_at": "\(watchedAt)", "action": "watch", "type": "movie",
                     "movie": {"title": "Film \(number % 700)", "year": 2001, "ids": {"trakt": 1, "tmdb": \(10_000 + number % 700)}}}
                    """
            }
            return """
                {"id": \(number), "watched_at": "\(watchedAt)", "action": "scrobble", "type": "episode",
                 "episode": {"season": 1, "number": \(1 + number % 20), "title": "E", "ids": {"tmdb": 5}},
                 "show": {"title": "Series \(number % 50)", "year": 2010, "ids": {"tmdb": \(100 + number % 50)}}}
                """
        }
        return Data(("[" + items.joined(separator: ",\n") + "]").utf8)
    }

    /// A library file in a temporary folder (removed after the test), with one play of its own.
    private func makeLibrary() async throws -> (SQLiteLibrary, path: String) {
        let folder = NSTemporaryDirectory() + "popcorn-pipeline-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/library.sqlite"
        let library = SQLiteLibrary(path: path)
        var own = LibraryContents()
        own.plays = [.init(title: .movie(id: 1), watchedAt: 1_000)]
        _ = try await library.merge(own)
        return (library, path)
    }

    private func importTrakt(_ files: [(name: String, data: Data)], into library: SQLiteLibrary) async throws
        -> LibraryImporter.Report
    {
        try await LibraryImporter(library: library, lookups: FakeLookups())
            .importFiles(files.map { LibraryImporter.File(name: $0.name, data: $0.data) }, format: .trakt)
    }

    /// The library holds only its own play.
    private func assertUnchanged(_ library: SQLiteLibrary, file: StaticString = #filePath, line: UInt = #line)
        async throws
    {
        let contents = try await library.contents()
        XCTAssertEqual(contents.plays.count, 1, file: file, line: line)
        XCTAssertEqual(contents.plays.first, .init(title: .movie(id: 1), watchedAt: 1_000), file: file, line: line)
        XCTAssertTrue(contents.ratings.isEmpty && contents.watchlist.isEmpty, file: file, line: line)
    }

    /// Makes the library's storing fail at the play of item `number` of ``history(_:replacing:)`` and those
    /// after it (a real SQLite error inside the transaction).
    private func failStoring(fromItem number: Int, in path: String) throws {
        try SQLiteConnection(path: path).execute(
            "CREATE TRIGGER refuse BEFORE INSERT ON play WHEN NEW.watchedAt >= \(Self.watchedAt(number)) "
                + "BEGIN SELECT RAISE(ABORT, 'the disk is full'); END")
    }

    func testALargeExportStoresWhatReadingItAllFirstStores() async throws {
        let unusable = """
            {"watched_at": "2020-02-01T00:00:00.000Z", "type": "movie", "movie": {"title": "No Id", "ids": {"tmdb": null}}}
            """
        let season = """
            {"watched_at": "2020-02-01T00:00:00.000Z", "type": "season", "season": {"number": 2},
             "show": {"title": "Series 3", "ids": {"tmdb": 103}}}
            """
        // Duplicates within and across batches, rows matching nothing in several batches.
        let export = history(9_000, replacing: [5: unusable, 2_500: season, 8_999: unusable])
        let again = history(3_000)
        let ratings = Data(
            """
            [{"rated_at": "2021-04-01T10:00:00.000Z", "rating": 8, "type": "show", "show": {"title": "S", "ids": {"tmdb": 100}}},
             {"rated_at": "2021-04-02T10:00:00.000Z", "rating": 6, "type": "show", "show": {"title": "S", "ids": {"tmdb": 100}}}]
            """.utf8)
        let watchlist = Data(
            """
            [{"listed_at": "2021-05-01T00:00:00.000Z", "type": "episode", "show": {"title": "S", "ids": {"tmdb": 100}},
              "episode": {"season": 1, "number": 1}},
             {"listed_at": "2021-05-01T00:00:00.000Z", "type": "movie", "movie": {"title": "F", "ids": {"tmdb": 19}}}]
            """.utf8)
        let files = [
            ("history.json", export), ("again.json", again), ("ratings.json", ratings), ("watchlist.json", watchlist),
        ]
        let (library, _) = try await makeLibrary()
        let report = try await importTrakt(files, into: library)

        let (sequential, _) = try await makeLibrary()
        var rows: [ImportRow] = []
        for (name, data) in files { rows += try TraktExport.rows(data, file: name) }
        let matched = try await ImportMatcher(lookups: FakeLookups()).match(rows, watched: [])
        let summary = try await sequential.merge(matched.contents)

        XCTAssertGreaterThan(rows.count, 2 * 2_000, "several batches")
        XCTAssertEqual(report.summary, summary)
        XCTAssertEqual(report.unmatched, matched.unmatched)
        XCTAssertEqual(report.unmatched.map(\.origin.line), [5, 2_500, 8_999, 1])
        XCTAssertEqual(report.summary.plays.skipped, 2_998, "again.json's plays are duplicates but two")
        let contents = try await library.contents()
        let expected = try await sequential.contents()
        XCTAssertEqual(contents, expected)
        XCTAssertEqual(contents.plays.count, 1 + 9_000 - 3 + 2)
    }

    func testAMalformedItemInTheMiddleStoresNothingAndNamesIt() async throws {
        let (library, _) = try await makeLibrary()
        let malformed = """
            {"id": 7001, "action": "watch", "type": "movie", "movie": {"title": "M", "ids": {"tmdb": 19}}}
            """
        let export = history(10_000, replacing: [7_001: malformed])
        do {
            _ = try await importTrakt([("good.json", history(3_000)), ("history.json", export)], into: library)
            XCTFail("an export with a malformed item was imported")
        } catch let error as ImportFileError {
            XCTAssertEqual(
                error.description,
                "history.json, line 7001: item 7001 is not a Trakt history, rating or watchlist item.")
            XCTAssertThrowsError(try TraktExport.rows(export, file: "history.json")) {
                XCTAssertEqual($0 as? ImportFileError, error, "the error of reading it all first")
            }
        }
        try await assertUnchanged(library)
    }

    func testBrokenJSONInTheMiddleStoresNothingAndIsDescribedAsBefore() async throws {
        let (library, _) = try await makeLibrary()
        let export = history(10_000, replacing: [7_001: "{\"watched_at\": tru}"])
        do {
            _ = try await importTrakt([("history.json", export)], into: library)
            XCTFail("broken JSON was imported")
        } catch let error as ImportFileError {
            XCTAssertEqual(error.file, "history.json")
            XCTAssertThrowsError(try TraktExport.rowsReadWhole(export, file: "history.json")) {
                XCTAssertEqual($0 as? ImportFileError, error, "Foundation's description of the file")
            }
        }
        try await assertUnchanged(library)
    }

    func testAStoringFailureRollsBackEveryBatch() async throws {
        let (library, path) = try await makeLibrary()
        // After four batches.
        try failStoring(fromItem: 9_001, in: path)
        do {
            _ = try await importTrakt([("history.json", history(10_000))], into: library)
            XCTFail("the import ended well")
        } catch let error as CatalogError {
            guard case .storage(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix("The import could not be saved; the library is unchanged."), message)
            XCTAssertTrue(message.contains("the disk is full"), message)
        }
        try await assertUnchanged(library)
    }

    func testACancelledImportStoresNothing() async throws {
        let (library, _) = try await makeLibrary()
        let export = history(10_000)
        let task = Task {
            try await LibraryImporter(library: library, lookups: FakeLookups())
                .importFiles([LibraryImporter.File(name: "history.json", data: export)], format: .trakt)
        }
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("a cancelled import finished")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        try await assertUnchanged(library)
    }

    func testAMalformedItemAfterAStoringFailureIsTheErrorAsBefore() async throws {
        let (library, path) = try await makeLibrary()
        try failStoring(fromItem: 100, in: path)
        let malformed = "{\"id\": 9500, \"type\": \"movie\"}"
        do {
            _ = try await importTrakt([("history.json", history(10_000, replacing: [9_500: malformed]))], into: library)
            XCTFail("the import ended well")
        } catch let error as ImportFileError {
            XCTAssertEqual(error.line, 9_500, "the file's error, found after storing failed")
        }
        try await assertUnchanged(library)
    }
}
