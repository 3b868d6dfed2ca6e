import Catalog
import Foundation
import LibraryTransfer
import Persistence
import XCTest

@testable import GnomeIntegration

/// The "Your Data" model over a real SQLite library in a temporary folder and real files; only TMDb's
/// search is stood in for (`ScriptedLookups`).
@MainActor
final class YourDataModelTests: XCTestCase {
    private var directory: URL!

    override func setUp() async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "popcorn-your-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func library(_ name: String) -> SQLiteLibrary {
        SQLiteLibrary(path: directory.appendingPathComponent(name).path, now: { 1_600_000_000 })
    }

    private func model(_ library: SQLiteLibrary, lookups: ScriptedLookups = ScriptedLookups()) -> (
        YourDataModel, Phases
    ) {
        let model = YourDataModel(importer: LibraryImporter(library: library, lookups: lookups), now: { 1_700_000_000 })
        let phases = Phases()
        model.onChange = { [weak model] in if let model { phases.seen.append(model.phase) } }
        return (model, phases)
    }

    private func write(_ text: String, to name: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func report(_ phase: YourDataModel.Phase) throws -> LibraryImporter.Report {
        guard case .finished(.imported(_, let report)) = phase else { throw Unexpected(phase: phase) }
        return report
    }

    private func failure(_ phase: YourDataModel.Phase) throws -> YourDataModel.Failure {
        guard case .finished(.failed(let failure)) = phase else { throw Unexpected(phase: phase) }
        return failure
    }

    private static let diary = """
        Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
        2023-06-01,Moonlit Static,2026,https://boxd.it/a,3.5,,,2023-05-31
        2023-06-02,No Such Film,2026,https://boxd.it/b,4,,,2023-06-02

        """

    func testABackupRestoredIntoAnEmptyLibraryGivesTheSameContents() async throws {
        let source = library("a.sqlite")
        try await source.add(.movie, id: 19)
        try await source.add(.tvSeries, id: 1)
        let episode = TrackedTitle.episode(EpisodeKey(seriesID: 1, season: 1, episode: 1))
        _ = try await source.addPlays([episode], watchedAt: 1_588_334_400)
        try await source.setRating(7, for: .movie(id: 19))
        let (backingUp, phases) = model(source)
        let path = directory.appendingPathComponent("popcorn-backup.json").path

        await backingUp.backUp(to: path)

        XCTAssertEqual(phases.seen, [.running(.backUp), .finished(.backedUp(path: path))])
        XCTAssertEqual(YourDataText.toast(.backedUp(path: path)), "Backed up to popcorn-backup.json")
        let document =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        XCTAssertEqual(document?["format"] as? String, "popcorn-backup")
        backingUp.outcomeShown()
        XCTAssertEqual(backingUp.phase, .idle)

        let target = library("b.sqlite")
        let (restoring, _) = model(target)
        await restoring.restore(from: path)

        let restored = try report(restoring.phase)
        XCTAssertEqual(restored.summary.watchlist.added, 2)
        XCTAssertEqual(restored.summary.plays.added, 1)
        XCTAssertEqual(restored.summary.ratings.added, 1)
        XCTAssertEqual(restored.unmatched, [])
        let (before, after) = (try await source.contents(), try await target.contents())
        XCTAssertEqual(after.watchlist, before.watchlist)
        XCTAssertEqual(after.plays, before.plays)
        XCTAssertEqual(after.ratings, before.ratings)

        restoring.outcomeShown()
        await restoring.restore(from: path)
        let again = try report(restoring.phase)
        XCTAssertEqual(restoring.phase, .finished(.imported(.restore, again)))
        XCTAssertEqual(YourDataText.toast(.imported(.restore, again)), "Backup restored")
        XCTAssertEqual(
            ImportSummaryText.line(again.summary),
            "Imported — plays: 0, ratings: 0, watchlist entries: 0; duplicates skipped: 4.")
    }

    func testALetterboxdDiaryImportsWhatMatchesAndListsTheRowThatDoesNot() async throws {
        let target = library("library.sqlite")
        let (importing, phases) = model(target)
        let diary = try write(Self.diary, to: "diary.csv")

        await importing.importFiles([diary], from: .letterboxd)

        XCTAssertEqual(phases.seen.first, .running(.importFrom(.letterboxd)))
        let imported = try report(importing.phase)
        XCTAssertEqual(YourDataText.toast(.imported(.importFrom(.letterboxd), imported)), "Imported from Letterboxd")
        XCTAssertEqual(imported.summary.plays.added, 1)
        XCTAssertEqual(imported.summary.ratings.added, 1)
        XCTAssertEqual(YourDataText.unmatchedHeading, "Some Rows Were Not Imported")
        XCTAssertEqual(
            YourDataText.unmatchedBody(imported),
            "Imported — plays: 1, ratings: 1, watchlist entries: 0; duplicates skipped: 0.\n\n"
                + "1 row matched no title on TMDb and was left out:")
        XCTAssertEqual(
            YourDataText.unmatchedList(imported), "diary.csv, line 3: No Such Film (2026) — TMDb has no such title.")
        let contents = try await target.contents()
        XCTAssertEqual(contents.plays.map(\.title), [.movie(id: 19)])
        XCTAssertEqual(contents.ratings.map(\.rating.value), [7])
    }

    func testAFileThatFailsToParseNamesItsLineAndStoresNothing() async throws {
        let target = library("library.sqlite")
        try await target.add(.movie, id: 19)
        let before = try await target.contents()
        let (importing, _) = model(target)
        let broken = try write(Self.diary + "2023-06-03,\"Unclosed,2026\n", to: "diary.csv")

        await importing.importFiles([try write(Self.diary, to: "ratings-ok.csv"), broken], from: .letterboxd)

        let failed = try failure(importing.phase)
        XCTAssertEqual(failed.heading, "The Files Could Not Be Imported")
        XCTAssertTrue(failed.body.hasPrefix("diary.csv, line 4: "), failed.body)
        XCTAssertTrue(
            failed.body.contains("Nothing was imported. Choose the CSV files of a Letterboxd export"), failed.body)
        XCTAssertNil(YourDataText.toast(.failed(failed)))
        let afterImport = try await target.contents()
        XCTAssertEqual(afterImport, before)

        importing.outcomeShown()
        await importing.restore(
            from: try write("{\"format\": \"popcorn-backup\", \"version\": 1, \"watch", to: "cut.json"))
        let truncated = try failure(importing.phase)
        XCTAssertEqual(truncated.heading, "The Backup Could Not Be Restored")
        XCTAssertTrue(truncated.body.hasPrefix("cut.json, line 1: "), truncated.body)
        XCTAssertTrue(
            truncated.body.hasSuffix("Nothing was imported. Choose a backup written by Back Up… or by popcorn export."))
        let afterRestore = try await target.contents()
        XCTAssertEqual(afterRestore, before)
    }

    func testAFileThatCannotBeReadStoresNothing() async throws {
        let target = library("library.sqlite")
        let (importing, _) = model(target)

        await importing.importFiles([directory.appendingPathComponent("gone.csv").path], from: .imdb)

        XCTAssertEqual(
            try failure(importing.phase).body,
            "gone.csv cannot be read. Nothing was imported. Check that the file still exists and that you may read it.")
        let contents = try await target.contents()
        XCTAssertEqual(contents, LibraryContents())
    }

    func testOfflineLookupsFailSayingWhatToDoAndStoreNothing() async throws {
        let target = library("library.sqlite")
        let (importing, _) = model(target, lookups: ScriptedLookups(failure: .offline))

        await importing.importFiles([try write(Self.diary, to: "diary.csv")], from: .letterboxd)

        XCTAssertEqual(
            try failure(importing.phase).body,
            "You appear to be offline. Check your connection and try again. Nothing was imported.")
        let contents = try await target.contents()
        XCTAssertEqual(contents, LibraryContents())
    }

    func testCancellingAnImportWhileTitlesAreLookedUpStoresNothing() async throws {
        let target = library("library.sqlite")
        try await target.add(.tvSeries, id: 1)
        let before = try await target.contents()
        let lookups = ScriptedLookups(blocks: true)
        let (importing, phases) = model(target, lookups: lookups)
        let diary = try write(Self.diary, to: "diary.csv")

        let running = Task { await importing.importFiles([diary], from: .letterboxd) }
        await lookups.waitForFirstLookup()
        XCTAssertEqual(importing.phase, .running(.importFrom(.letterboxd)))
        await importing.restore(from: diary)  // one job at a time: ignored
        XCTAssertEqual(importing.phase, .running(.importFrom(.letterboxd)))
        importing.cancel()
        await running.value

        XCTAssertEqual(
            phases.seen, [.running(.importFrom(.letterboxd)), .finished(.cancelled(.importFrom(.letterboxd)))])
        XCTAssertEqual(YourDataText.toast(.cancelled(.importFrom(.letterboxd))), "Cancelled: nothing was imported")
        let after = try await target.contents()
        XCTAssertEqual(after, before)
    }

    func testABackupThatCannotBeWrittenSaysWhereAndWhatToDo() async throws {
        let (backingUp, _) = model(library("library.sqlite"))
        let path = directory.appendingPathComponent("missing/popcorn-backup.json").path

        await backingUp.backUp(to: path)

        let failed = try failure(backingUp.phase)
        XCTAssertEqual(failed.heading, "The Backup Could Not Be Saved")
        XCTAssertEqual(
            failed.body,
            "The backup could not be written to \(path): No such file or directory. "
                + "Choose another folder, or free some space, and try again.")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
}

/// The phases a model went through.
@MainActor
private final class Phases {
    var seen: [YourDataModel.Phase] = []
}

private struct Unexpected: Error {
    let phase: YourDataModel.Phase
}

/// TMDb's search as the demo catalog answers it for "Moonlit Static" (movie 19, 2026) and nothing else;
/// optionally offline, or waiting until cancelled.
private final class ScriptedLookups: TitleLookupRepository, @unchecked Sendable {
    private let failure: CatalogError?
    private let blocks: Bool
    private let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)

    init(failure: CatalogError? = nil, blocks: Bool = false) {
        self.failure = failure
        self.blocks = blocks
    }

    /// Returns once a lookup has begun.
    func waitForFirstLookup() async {
        for await _ in started { return }
    }

    func movies(titled title: String) async throws -> Fetched<[MovieSummary]> {
        startedContinuation.yield()
        if blocks { try await Task.sleep(for: .seconds(600)) }
        if let failure { throw failure }
        guard title == "Moonlit Static" else { return Fetched([]) }
        return Fetched([MovieSummary(id: 19, title: title, releaseDate: CalendarDate(year: 2026, month: 3, day: 6))])
    }

    func title(imdbID: String) async throws -> Fetched<ExternalTitle?> {
        Fetched(nil)
    }
}
