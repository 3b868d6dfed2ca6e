import XCTest

@testable import Catalog

/// The snapshot's index of the plays: titles packed in one integer (``PackedTitleKey``) and numbered
/// through their own table (``PackedTitleTable``), the plays grouped by title in one pass
/// (``PlaysByTitle``), and what the snapshot answers from them, against the plain reading of the plays.
final class TrackingSnapshotIndexTests: XCTestCase {
    private let maxID = 1 << PackedTitleKey.idBits - 1
    private let maxSeason = 1 << PackedTitleKey.seasonBits - 1
    private let maxEpisode = 1 << PackedTitleKey.episodeBits - 1

    private func episode(_ series: Int, _ season: Int, _ number: Int) -> TrackedTitle {
        .episode(EpisodeKey(seriesID: series, season: season, episode: number))
    }

    /// Titles next to one another and at the edges of each field: every one has its own key.
    private var packableTitles: [TrackedTitle] {
        let numbers = [0, 1, 2, 255, 256, 65_535]
        var titles: [TrackedTitle] = [
            .movie(id: 0), .movie(id: 1), .series(id: 1), .movie(id: maxID), .series(id: maxID),
        ]
        for series in [0, 1, 2, maxID] {
            for season in [0, 1, 2, maxSeason] {
                titles += numbers.filter { $0 <= maxEpisode }.map { episode(series, season, $0) }
            }
        }
        return titles
    }

    func testEveryPackableTitleHasItsOwnKey() {
        let keys = packableTitles.map { PackedTitleKey($0) }
        XCTAssertFalse(keys.contains(nil), "every title within the fields packs")
        XCTAssertEqual(Set(keys).count, packableTitles.count, "no two titles share a key")
        XCTAssertEqual(PackedTitleKey(.movie(id: 7)), PackedTitleKey(.movie(id: 7)), "the same title, the same key")
        XCTAssertNotEqual(PackedTitleKey(episode(1, 1, 2)), PackedTitleKey(episode(1, 2, 1)))
        XCTAssertNotEqual(PackedTitleKey(.movie(id: 1)), PackedTitleKey(episode(0, 0, 1)))
    }

    func testATitleWhoseNumbersDoNotFitHasNoKey() {
        for title in [
            TrackedTitle.movie(id: maxID + 1), .series(id: -1), .movie(id: Int.max), episode(1, maxSeason + 1, 1),
            episode(1, 1, maxEpisode + 1), episode(1, -1, 1), episode(1, 1, -2), episode(maxID + 1, 1, 1),
        ] {
            XCTAssertNil(PackedTitleKey(title), "\(title)")
        }
    }

    func testTheTableFindsEveryKeyItWasGivenThroughItsGrowth() {
        var table = PackedTitleTable()
        let keys = (0..<5_000).flatMap { number in
            [episode(number % 97, number % 7, number), .movie(id: number), .series(id: number * 4_096)]
        }.compactMap { PackedTitleKey($0)?.rawValue }
        for (value, key) in keys.enumerated() {
            XCTAssertNil(table.value(for: key), "not there before it is inserted")
            XCTAssertEqual(table.value(for: key, insertingIfAbsent: Int32(value)), Int32(value))
        }
        for (value, key) in keys.enumerated() {
            XCTAssertEqual(table.value(for: key), Int32(value), "kept through every growth")
            XCTAssertEqual(table.value(for: key, insertingIfAbsent: -1), Int32(value), "the first value stays")
        }
        XCTAssertNil(table.value(for: PackedTitleKey(.movie(id: 5_000))!.rawValue))
        XCTAssertNil(PackedTitleTable(minimumCapacity: 100).value(for: keys[0]))
    }

    func testPlaysAreGroupedByTitleInTheirOrderPackedOrNot() {
        let wide = episode(1, 1, maxEpisode + 1)  // a daily show's episode past the field: not packed
        let titles: [TrackedTitle] = [.movie(id: 5), wide, episode(1, 1, 1), .movie(id: 5), wide, .movie(id: -3)]
        let plays = titles.enumerated().map { Play(id: Int64($0.offset), title: $0.element, watchedAt: 0) }
        let byTitle = PlaysByTitle(plays)
        XCTAssertEqual(byTitle.titleCount, 4)
        XCTAssertEqual(Array(byTitle.positions(of: .movie(id: 5))), [0, 3])
        XCTAssertEqual(Array(byTitle.positions(of: wide)), [1, 4])
        XCTAssertEqual(Array(byTitle.positions(of: episode(1, 1, 1))), [2])
        XCTAssertEqual(Array(byTitle.positions(of: .movie(id: -3))), [5])
        XCTAssertEqual(Array(byTitle.positions(of: episode(1, 1, 0))), [], "not played: a neighbour of the wide one")
        XCTAssertEqual(Array(byTitle.positions(of: .series(id: 5))), [], "not played: a series, not the movie")
        XCTAssertEqual((0..<4).map(byTitle.firstPosition(ofTitle:)), [0, 1, 2, 5], "titles by their first play")
        XCTAssertEqual(PlaysByTitle([]).titleCount, 0)
    }

    /// A generated history (rewatches, ties in time, titles packed or not) against the plain reading.
    func testTheSnapshotAnswersAsThePlainReadingOfThePlays() {
        var generator = SeededGenerator(seed: 38)
        let titles =
            (0..<60).map { _ in
                episode(
                    Int.random(in: 1...6, using: &generator), Int.random(in: 0...3, using: &generator),
                    Int.random(in: 1...8, using: &generator))
            } + (1...20).map { TrackedTitle.movie(id: $0) } + [
                episode(2, 1, maxEpisode + 3), episode(7, maxSeason + 1, 1), .movie(id: maxID + 9),
            ]
        let plays = (1...2_000).map { id in
            Play(
                id: Int64(id), title: titles.randomElement(using: &generator)!,
                watchedAt: Double(Int.random(in: 0...300, using: &generator)))
        }.shuffled(using: &generator)
        let snapshot = TrackingSnapshot(plays: plays)
        let newestFirst = plays.sorted { ($0.watchedAt, $0.id) > ($1.watchedAt, $1.id) }
        XCTAssertEqual(snapshot.plays, newestFirst)
        for title in titles + [.movie(id: 999), episode(1, 9, 9), .series(id: 1)] {
            let expected = newestFirst.filter { $0.title == title }
            XCTAssertEqual(snapshot.plays(of: title), expected, "\(title)")
            XCTAssertEqual(snapshot.watchCount(title), expected.count, "\(title)")
        }
        var latest: [Int: Double] = [:]
        for play in plays {
            guard case .episode(let key) = play.title else { continue }
            latest[key.seriesID] = max(latest[key.seriesID] ?? play.watchedAt, play.watchedAt)
            XCTAssertTrue(snapshot.watchedEpisodes(inSeries: key.seriesID).contains(key), "\(key)")
        }
        for seriesID in 0...8 {
            let expected = Set(
                plays.compactMap { play -> EpisodeKey? in
                    guard case .episode(let key) = play.title, key.seriesID == seriesID else { return nil }
                    return key
                })
            XCTAssertEqual(snapshot.watchedEpisodes(inSeries: seriesID), expected, "series \(seriesID)")
        }
        XCTAssertEqual(
            snapshot.seriesByLatestPlay, latest.sorted { ($0.value, $0.key) > ($1.value, $1.key) }.map(\.key))
    }

    /// The first plays of the movies and series and the series' latest plays (what the Library's statuses and
    /// For You read from the index instead of every play) against the plain reading of a generated history.
    func testFirstAndLatestPlaysAnswerAsThePlainReadingOfThePlays() {
        var generator = SeededGenerator(seed: 20)
        let titles =
            (0..<80).map { _ in
                episode(
                    Int.random(in: 1...9, using: &generator), Int.random(in: 0...3, using: &generator),
                    Int.random(in: 1...8, using: &generator))
            } + (1...30).map { TrackedTitle.movie(id: $0) } + [
                episode(2, 1, maxEpisode + 3), .movie(id: maxID + 9), .series(id: 40),
            ]
        let plays = (1...3_000).map { id in
            Play(
                id: Int64(id), title: titles.randomElement(using: &generator)!,
                watchedAt: Double(Int.random(in: 0...500, using: &generator)))
        }.shuffled(using: &generator)
        var movies: [Int: Double] = [:]
        var series: [Int: Double] = [:]
        var latest: [Int: Double] = [:]
        for play in plays {
            switch play.title {
            case .movie(let id): movies[id] = min(movies[id] ?? play.watchedAt, play.watchedAt)
            case .episode(let key):
                series[key.seriesID] = min(series[key.seriesID] ?? play.watchedAt, play.watchedAt)
                latest[key.seriesID] = max(latest[key.seriesID] ?? play.watchedAt, play.watchedAt)
            case .series: continue
            }
        }
        let snapshot = TrackingSnapshot(plays: plays)
        let first = snapshot.firstPlays()
        XCTAssertEqual(first.movies, movies)
        XCTAssertEqual(first.series, series)
        XCTAssertNil(first.series[40], "a series' own play is no episode play")
        for seriesID in 0...10 {
            XCTAssertEqual(snapshot.latestPlay(inSeries: seriesID), latest[seriesID], "series \(seriesID)")
        }
        XCTAssertTrue(TrackingSnapshot().firstPlays().movies.isEmpty)
    }

    func testSeriesWatchedAtTheSameTimeAreOrderedByIdAsBefore() {
        let snapshot = TrackingSnapshot(plays: [
            Play(id: 1, title: episode(3, 1, 1), watchedAt: 50),
            Play(id: 2, title: episode(9, 1, 1), watchedAt: 50),
            Play(id: 3, title: episode(4, 1, 1), watchedAt: 50),
            Play(id: 4, title: episode(1, 1, 1), watchedAt: 60),
            Play(id: 5, title: episode(3, 1, 2), watchedAt: 10),
        ])
        XCTAssertEqual(snapshot.seriesByLatestPlay, [1, 9, 4, 3], "the newest play first, then the larger id")
        XCTAssertEqual(snapshot.watchedEpisodes(inSeries: 3).count, 2)
    }

    func testEpisodeKeysHashByTheirThreeNumbers() {
        let keys = [
            EpisodeKey(seriesID: 1, season: 1, episode: 2), EpisodeKey(seriesID: 1, season: 2, episode: 1),
            EpisodeKey(seriesID: 2, season: 1, episode: 1), EpisodeKey(seriesID: 1, season: 1, episode: 1),
        ]
        XCTAssertEqual(Set(keys.map(\.hashValue)).count, keys.count, "neighbours hash apart")
        XCTAssertEqual(keys[0].hashValue, EpisodeKey(seriesID: 1, season: 1, episode: 2).hashValue)
        let wide = EpisodeKey(seriesID: 1, season: 1, episode: 1 << 16 + 2)
        XCTAssertEqual(Set(keys + keys + [wide, wide]).count, 5, "equal keys are one member, wide ones too")
    }
}

/// A deterministic generator (SplitMix64) for generated histories.
private struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ mixed >> 30) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ mixed >> 27) &* 0x94D0_49BB_1331_11EB
        return mixed ^ mixed >> 31
    }
}
