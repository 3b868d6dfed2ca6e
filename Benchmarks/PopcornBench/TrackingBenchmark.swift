import Catalog
import Foundation
import Persistence

/// Figure 8: tracking. (a) Up Next for `series` series and `plays` plays: indexing the library's snapshot
/// and computing every series' next episode, from data in memory (what the page does after each change);
/// the SQLite read of the plays (by a library opened anew, which indexes them) is reported as context.
/// (b) Marking a 24-episode season: choosing the aired, unwatched episodes and adding their plays in one
/// durable transaction (WAL, synchronous=FULL).
@MainActor
enum TrackingBenchmark {
    static func run(_ options: BenchOptions) async -> BenchResult {
        let seriesCount = options.int("series", default: 300)
        let playCount = options.int("plays", default: 20_000)
        let runs = options.int("runs", default: 9)
        let folder = options.string("folder") ?? NSTemporaryDirectory() + "popcorn-bench-tracking-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let today = CalendarDate(year: 2030, month: 1, day: 1)
        var result = BenchResult()

        let guides = Dictionary(uniqueKeysWithValues: (1...seriesCount).map { ($0, guide(seriesID: $0)) })
        let plays = generatedPlays(playCount, seriesCount: seriesCount, guides: guides)
        let library = SQLiteLibrary(path: folder + "/library.sqlite")
        do {
            try await library.addPlays(plays.map(\.title), watchedAt: 1_700_000_000)
        } catch {
            result["error"] = "could not seed the library: \(error)"
            return result
        }
        var upNextSamples: [UInt64] = []
        var readSamples: [UInt64] = []
        var entriesCount = 0
        for _ in 0..<runs {
            var stored: [Play] = []
            // A library opened anew: the app's keeps the snapshot it read until the file changes.
            let reader = SQLiteLibrary(path: folder + "/library.sqlite")
            readSamples.append(
                await measureAsync { stored = ((try? await reader.snapshot()) ?? TrackingSnapshot()).plays })
            upNextSamples.append(
                measure {
                    let snapshot = TrackingSnapshot(plays: stored)
                    entriesCount = UpNext.entries(snapshot, guides: guides, today: today).count
                })
        }
        result["series"] = seriesCount
        result["plays"] = playCount
        result["up_next_entries"] = entriesCount
        result["up_next_ns"] = upNextSamples
        result["snapshot_read_ns"] = readSamples

        let season = EpisodeGuide(
            seriesID: 100_000, seriesName: "Bench",
            episodes: (1...24).map { episode(seriesID: 100_000, season: 1, number: $0) })
        var markSamples: [UInt64] = []
        for _ in 0..<runs {
            var added: [Play] = []
            markSamples.append(
                await measureAsync {
                    let watched = (try? await library.watchedEpisodes(inSeries: 100_000)) ?? []
                    let titles = season.unwatchedAiredEpisodes(season: 1, watched: watched, today: today)
                        .map { TrackedTitle.episode(EpisodeKey($0)) }
                    added = (try? await library.addPlays(titles, watchedAt: nil)) ?? []
                })
            if added.count != 24 { result["error"] = "a season mark added \(added.count) plays" }
            try? await library.removePlays(added.map(\.id))
        }
        result["mark_season_ns"] = markSamples
        try? FileManager.default.removeItem(atPath: folder)
        return result
    }

    /// Five seasons of ten weekly episodes and two specials; the last season's last three not aired yet.
    static func guide(seriesID: Int) -> EpisodeGuide {
        var episodes = (1...2).map { episode(seriesID: seriesID, season: 0, number: $0) }
        for season in 1...5 {
            episodes += (1...10).map { number in
                episode(seriesID: seriesID, season: season, number: number, aired: !(season == 5 && number > 7))
            }
        }
        return EpisodeGuide(seriesID: seriesID, seriesName: "Series \(seriesID)", episodes: episodes)
    }

    static func episode(seriesID: Int, season: Int, number: Int, aired: Bool = true) -> TVEpisode {
        TVEpisode(
            id: seriesID * 1_000 + season * 100 + number, tvSeriesID: seriesID, seasonNumber: season,
            episodeNumber: number, name: "Episode \(number)",
            airDate: aired
                ? CalendarDate(year: 2010 + season, month: 1, day: number) : CalendarDate(year: 2099, month: 1, day: 1))
    }

    /// Plays spread over every series (each series watched up to a point, with rewatches), deterministic.
    private static func generatedPlays(_ count: Int, seriesCount: Int, guides: [Int: EpisodeGuide]) -> [Play] {
        (0..<count).map { index in
            let seriesID = index % seriesCount + 1
            let regular = guides[seriesID]?.episodes.filter { $0.seasonNumber > 0 } ?? []
            let reach = (seriesID * 7) % regular.count
            let episode = regular[(index / seriesCount) % max(reach, 1)]
            return Play(id: Int64(index + 1), title: .episode(EpisodeKey(episode)), watchedAt: Double(index))
        }
    }

    private static func measureAsync(_ body: () async -> Void) async -> UInt64 {
        let start = monotonicNanoseconds()
        await body()
        return monotonicNanoseconds() - start
    }
}
