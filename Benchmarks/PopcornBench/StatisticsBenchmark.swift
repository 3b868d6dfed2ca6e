import CSQLite
import Catalog
import Foundation

/// Figure 11: statistics over 100,000 plays of 3,000 titles with their details at hand (2,400 movies; 600
/// series of 2 seasons of 20 episodes, every 10th episode without a runtime) over ten years — the page's
/// counting (`Statistics(plays:ratings:details:period:)`, all time) vs the same aggregation as SQL over the
/// same data in SQLite (plays, runtimes, genres, people, ratings tables with their indexes; the file warm in
/// the page cache): plays and minutes per day, distinct titles, genres and people by titles, ratings.
@MainActor
enum StatisticsBenchmark {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let movieCount = 2_400
    static let seriesCount = 600
    static let genres = (0..<19).map { Genre(id: 10 + $0, name: "Genre \($0)") }

    static func run(_ options: BenchOptions) async -> BenchResult {
        let count = options.int("plays", default: 100_000)
        let runs = options.int("runs", default: 7)
        let folder = options.string("folder") ?? NSTemporaryDirectory() + "popcorn-bench-statistics-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (plays, ratings, details) = data(plays: count)
        var result = BenchResult()
        do {
            let path = "\(folder)/statistics.sqlite"
            try write(plays: plays, ratings: ratings, details: details, to: path)
            var samples: [UInt64] = []
            var rawSamples: [UInt64] = []
            var figures: [Int] = []
            var rawFigures: [Int] = []
            for _ in 0..<runs {
                samples.append(
                    measure {
                        let statistics = Statistics(plays: plays, ratings: ratings, details: details, period: .allTime)
                        figures = [
                            statistics.minutesWatched, statistics.moviePlays, statistics.moviesWatched,
                            statistics.episodePlays, statistics.episodesWatched, statistics.seriesCompleted,
                            statistics.longestStreakDays,
                        ]
                    })
                rawSamples.append(try measure { rawFigures = try sqlAggregation(path) })
            }
            guard figures == rawFigures else {
                throw Failure(description: "the sides disagree: \(figures) against \(rawFigures)")
            }
            result["plays"] = count
            result["titles"] = movieCount + seriesCount
            result["statistics_ns"] = samples
            result["sql_ns"] = rawSamples
        } catch {
            result["error"] = "\(error)"
        }
        return result
    }

    /// The plays (a deterministic mix: 40 % movies, rewatches included), ratings and details.
    private static func data(plays count: Int) -> ([Play], [TrackedTitle: Rating], StatisticsDetails) {
        var details = StatisticsDetails()
        for id in 1...movieCount {
            let people =
                (0..<8).map {
                    StatisticsPerson(
                        id: (id * 7 + $0 * 131) % 6_000, name: "Person \((id * 7 + $0 * 131) % 6_000)",
                        role: .cast)
                }
                + [StatisticsPerson(id: 10_000 + id % 900, name: "Director \(id % 900)", role: .director)]
            details.movies[id] = .init(
                runtime: 80 + id % 70, genres: [genres[id % 19], genres[(id / 19) % 19]], people: people)
        }
        for id in 1...seriesCount {
            var runtimes: [EpisodeKey: Int] = [:]
            var aired: [EpisodeKey] = []
            for season in 1...2 {
                for episode in 1...20 {
                    let key = EpisodeKey(seriesID: id, season: season, episode: episode)
                    aired.append(key)
                    if episode % 10 != 0 { runtimes[key] = 20 + (id + episode) % 40 }
                }
            }
            let people = (0..<8).map {
                StatisticsPerson(
                    id: (id * 11 + $0 * 97) % 6_000, name: "Person \((id * 11 + $0 * 97) % 6_000)",
                    role: .cast)
            }
            details.series[id] = .init(
                genres: [genres[id % 19]], people: people, episodeRuntimes: runtimes, airedEpisodes: aired)
        }
        var ratings: [TrackedTitle: Rating] = [:]
        let start = Double(CalendarDate(year: 2016, month: 1, day: 1).dayNumber) * 86_400
        let plays = (0..<count).map { index -> Play in
            let title: TrackedTitle =
                index % 5 < 2
                ? .movie(id: 1 + (index * 7) % movieCount)
                : .episode(
                    EpisodeKey(
                        seriesID: 1 + (index / 40) % seriesCount, season: 1 + (index / 20) % 2,
                        episode: 1 + index % 20))
            if index % 13 == 0 { ratings[title] = Rating(value: 1 + index % 10, ratedAt: 0) }
            return Play(id: Int64(index + 1), title: title, watchedAt: start + Double(index) * 3_153.6)
        }
        return (plays.reversed(), ratings, details)
    }
}
