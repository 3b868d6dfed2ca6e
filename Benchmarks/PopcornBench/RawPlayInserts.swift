import Catalog
import Foundation
import Persistence

/// Figure 17's baseline: raw sqlite3 inserts of the plays listed in a file (one `kind id season episode
/// watchedAt` line each, tab-separated, as `fig_trakt_import.py` writes them next to the Trakt export) in one
/// transaction into an empty library of the app's schema — ``ImportBenchmark/rawInsert(_:into:)``, timed from
/// BEGIN to the durable COMMIT, `runs` times, a fresh library each time. Reading the file is not timed.
@MainActor
enum RawPlayInserts {
    static func run(_ path: String, _ options: BenchOptions) async -> BenchResult {
        let runs = options.int("runs", default: 3)
        let folder = options.string("folder") ?? NSTemporaryDirectory() + "popcorn-bench-raw-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var result = BenchResult()
        do {
            let plays = try read(path)
            var samples: [UInt64] = []
            for run in 0..<runs {
                let rawPath = "\(folder)/raw-\(run).sqlite"
                _ = try await SQLiteLibrary(path: rawPath).contents()
                samples.append(try ImportBenchmark.rawInsert(plays, into: rawPath))
            }
            result["plays"] = plays.count
            result["raw_ns"] = samples
        } catch {
            result["error"] = "\(error)"
        }
        return result
    }

    private static func read(_ path: String) throws -> [LibraryContents.PlayRecord] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t")
            guard fields.count == 5, let id = Int(fields[1]), let season = Int(fields[2]),
                let episode = Int(fields[3]), let watchedAt = Double(fields[4])
            else { throw ImportBenchmark.Failure(description: "bad line in \(path): \(line)") }
            let title: TrackedTitle =
                fields[0] == "movie"
                ? .movie(id: id) : .episode(EpisodeKey(seriesID: id, season: season, episode: episode))
            return LibraryContents.PlayRecord(title: title, watchedAt: watchedAt)
        }
    }
}
