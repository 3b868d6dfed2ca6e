import Catalog
import Foundation
import Persistence
import Synchronization
import XCTest

/// A fresh library file in a temporary folder, removed after the test.
func makeLibrary(_ test: XCTestCase, name: String = "library.sqlite") throws -> SQLiteLibrary {
    let folder = NSTemporaryDirectory() + "popcorn-transfer-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
    return SQLiteLibrary(path: folder + "/" + name)
}

/// Title lookups answered from tables, counting the calls; optionally waiting until cancelled.
final class FakeLookups: TitleLookupRepository {
    private struct Storage {
        var calls = 0
    }

    let films: [String: [MovieSummary]]
    let imdb: [String: ExternalTitle]
    let waitsForCancellation: Bool
    private let storage = Mutex(Storage())

    init(films: [String: [MovieSummary]] = [:], imdb: [String: ExternalTitle] = [:], waitsForCancellation: Bool = false)
    {
        self.films = films
        self.imdb = imdb
        self.waitsForCancellation = waitsForCancellation
    }

    var calls: Int { storage.withLock { $0.calls } }

    func movies(titled title: String) async throws -> Fetched<[MovieSummary]> {
        try await call()
        return Fetched(films[title.lowercased()] ?? [])
    }

    func title(imdbID: String) async throws -> Fetched<ExternalTitle?> {
        try await call()
        return Fetched(imdb[imdbID])
    }

    private func call() async throws {
        storage.withLock { $0.calls += 1 }
        if waitsForCancellation {
            while !Task.isCancelled { try? await Task.sleep(nanoseconds: 5_000_000) }
            throw CancellationError()
        }
    }
}

/// A film as TMDb's search lists it.
func film(_ id: Int, _ title: String, _ year: Int) -> MovieSummary {
    MovieSummary(id: id, title: title, releaseDate: CalendarDate(year: year, month: 6, day: 1))
}

/// The bytes of `text`.
func file(_ name: String, _ text: String) -> (name: String, data: Data) { (name, Data(text.utf8)) }
