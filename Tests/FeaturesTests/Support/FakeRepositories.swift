import Catalog
import Synchronization

struct SearchKey: Hashable, Sendable {
    let query: String
    let page: Int
}

final class FakeSearch: SearchRepository {
    let stub = Stub<SearchKey, Page<MediaItem>>()
    func search(query: String, page: Int) async throws(CatalogError) -> Page<MediaItem> {
        do {
            return try await stub.call(SearchKey(query: query, page: page))
        } catch {
            throw CatalogError(error)
        }
    }
}

/// An in-memory watchlist with live `changes()` and injectable save failures.
final class FakeWatchlist: WatchlistRepository {
    private struct Storage {
        var entries: [WatchlistEntry] = []
        var clock = 0.0
        var failure: CatalogError?
        var continuations: [Int: AsyncStream<[WatchlistEntry]>.Continuation] = [:]
        var nextID = 0
    }

    private let storage = Mutex(Storage())

    init(_ entries: [WatchlistEntry] = []) {
        storage.withLock { $0.entries = entries.sorted { $0.addedAt > $1.addedAt } }
    }

    /// Makes `add` and `remove` fail with `error` (nil: succeed).
    func failSaves(with error: CatalogError?) {
        storage.withLock { $0.failure = error }
    }

    var entries: [WatchlistEntry] { storage.withLock { $0.entries } }

    func add(_ kind: WatchlistKind, id: Int) async throws(CatalogError) {
        try change { storage in
            storage.entries.removeAll { $0.kind == kind && $0.id == id }
            storage.clock += 1
            storage.entries.insert(WatchlistEntry(kind: kind, id: id, addedAt: 1_000 + storage.clock), at: 0)
        }
    }

    func remove(_ kind: WatchlistKind, id: Int) async throws(CatalogError) {
        try change { storage in storage.entries.removeAll { $0.kind == kind && $0.id == id } }
    }

    func contains(_ kind: WatchlistKind, id: Int) async throws(CatalogError) -> Bool {
        storage.withLock { $0.entries.contains { $0.kind == kind && $0.id == id } }
    }

    func all() async throws(CatalogError) -> [WatchlistEntry] { entries }

    func changes() -> AsyncStream<[WatchlistEntry]> {
        let (stream, continuation) = AsyncStream<[WatchlistEntry]>.makeStream()
        let id = storage.withLock { storage in
            storage.nextID += 1
            storage.continuations[storage.nextID] = continuation
            continuation.yield(storage.entries)
            return storage.nextID
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.storage.withLock { $0.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    private func change(_ body: (inout Storage) -> Void) throws(CatalogError) {
        try storage.withLock { (storage) throws(CatalogError) in
            if let failure = storage.failure { throw failure }
            body(&storage)
            for continuation in storage.continuations.values { continuation.yield(storage.entries) }
        }
    }
}

/// In-memory recent searches.
final class FakeRecentSearches: RecentSearchesRepository {
    private let storage: Mutex<[String]>

    init(_ searches: [String] = []) {
        storage = Mutex(searches)
    }

    var saved: [String] { storage.withLock { $0 } }

    func recentSearches() async -> [String] { saved }

    func save(_ searches: [String]) async {
        storage.withLock { $0 = searches }
    }
}

/// In-memory plays and ratings, following the repository's contract (all-or-nothing writes, changes
/// emitted now and after every change).
final class FakeTracking: TrackingRepository {
    private struct Storage {
        var plays: [Play] = []
        var ratings: [TrackedTitle: Rating] = [:]
        var nextPlayID: Int64 = 1
        var clock = 2_000_000_000.0
        var failure: CatalogError?
        var continuations: [Int: AsyncStream<TrackingSnapshot>.Continuation] = [:]
        var nextID = 0
        var isSilent = false
        var snapshotReads = 0

        var snapshot: TrackingSnapshot { TrackingSnapshot(plays: plays, ratings: ratings) }
    }

    private let storage = Mutex(Storage())

    init(plays: [Play] = []) {
        storage.withLock { storage in
            storage.plays = plays
            storage.nextPlayID = (plays.map(\.id).max() ?? 0) + 1
        }
    }

    /// A library whose changes stream ends at once, for tests about something else than tracking.
    static var silent: FakeTracking {
        let tracking = FakeTracking()
        tracking.storage.withLock { $0.isSilent = true }
        return tracking
    }

    /// Makes every write fail with `error` (nil: succeed).
    func failWrites(with error: CatalogError?) {
        storage.withLock { $0.failure = error }
    }

    var plays: [Play] { storage.withLock { $0.snapshot.plays } }

    func rating(_ title: TrackedTitle) -> Int? { storage.withLock { $0.ratings[title]?.value } }

    func addPlays(_ titles: [TrackedTitle], watchedAt: Double?) async throws(CatalogError) -> [Play] {
        try change { storage in
            storage.clock += 1
            let time = watchedAt ?? storage.clock
            let added = titles.map { title in
                defer { storage.nextPlayID += 1 }
                return Play(id: storage.nextPlayID, title: title, watchedAt: time)
            }
            storage.plays += added
            return added
        }
    }

    func addFirstPlays(_ titles: [TrackedTitle], watchedAt: Double?) async throws(CatalogError) -> [Play] {
        try change { storage in
            storage.clock += 1
            let time = watchedAt ?? storage.clock
            var added: [Play] = []
            for title in titles where !storage.plays.contains(where: { $0.title == title }) {
                storage.plays.append(Play(id: storage.nextPlayID, title: title, watchedAt: time))
                added.append(storage.plays[storage.plays.count - 1])
                storage.nextPlayID += 1
            }
            return added
        }
    }

    func removePlays(_ ids: [Int64]) async throws(CatalogError) {
        try change { storage in storage.plays.removeAll { ids.contains($0.id) } }
    }

    func restorePlays(_ plays: [Play]) async throws(CatalogError) {
        try change { storage in storage.plays += plays }
    }

    func setRating(_ value: Int?, for title: TrackedTitle) async throws(CatalogError) {
        try change { storage in storage.ratings[title] = value.map { Rating(value: $0, ratedAt: storage.clock) } }
    }

    func snapshot() async throws(CatalogError) -> TrackingSnapshot {
        storage.withLock {
            $0.snapshotReads += 1
            return $0.snapshot
        }
    }

    /// How many times ``snapshot()`` was called.
    var snapshotReads: Int { storage.withLock { $0.snapshotReads } }

    func watchedEpisodes(inSeries seriesID: Int) async throws(CatalogError) -> Set<EpisodeKey> {
        storage.withLock { $0.snapshot.watchedEpisodes(inSeries: seriesID) }
    }

    func trackingChanges() -> AsyncStream<TrackingSnapshot> {
        let (stream, continuation) = AsyncStream<TrackingSnapshot>.makeStream()
        if storage.withLock({ $0.isSilent }) {
            continuation.finish()
            return stream
        }
        let id = storage.withLock { storage in
            storage.nextID += 1
            storage.continuations[storage.nextID] = continuation
            continuation.yield(storage.snapshot)
            return storage.nextID
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.storage.withLock { $0.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    private func change<T>(_ body: (inout Storage) -> T) throws(CatalogError) -> T {
        try storage.withLock { (storage) throws(CatalogError) in
            if let failure = storage.failure { throw failure }
            let value = body(&storage)
            for continuation in storage.continuations.values { continuation.yield(storage.snapshot) }
            return value
        }
    }
}

/// Follow choices and announcements in memory; writes can be made to fail.
final class FakeFollows: FollowRepository {
    private struct Storage {
        var choices: [Int: Bool] = [:]
        var wholeSeason: Set<Int> = []
        var baselines: Set<Int> = []
        var announced: Set<EpisodeKey> = []
        var failure: CatalogError?
    }

    private let storage = Mutex(Storage())

    init(choices: [Int: Bool] = [:]) {
        storage.withLock { $0.choices = choices }
    }

    /// Makes every write fail with `error` (nil: succeed).
    func failWrites(with error: CatalogError?) {
        storage.withLock { $0.failure = error }
    }

    var choices: [Int: Bool] { storage.withLock { $0.choices } }

    func followChoices() async throws(CatalogError) -> [Int: Bool] { storage.withLock { $0.choices } }

    func setFollowing(_ following: Bool, seriesID: Int) async throws(CatalogError) {
        try storage.withLock { (storage) throws(CatalogError) in
            if let failure = storage.failure { throw failure }
            storage.choices[seriesID] = following
            storage.wholeSeason.remove(seriesID)
            if !following { storage.baselines.remove(seriesID) }
        }
    }

    func notificationChoices() async throws(CatalogError) -> [Int: NotificationChoice] {
        storage.withLock { storage in
            storage.choices.mapValues { $0 ? .eachEpisode : .never }
                .merging(storage.wholeSeason.map { ($0, .wholeSeason) }, uniquingKeysWith: { $1 })
        }
    }

    func setNotificationChoice(_ choice: NotificationChoice, seriesID: Int) async throws(CatalogError) {
        try await setFollowing(choice.isFollowing, seriesID: seriesID)
        if choice == .wholeSeason { storage.withLock { _ = $0.wholeSeason.insert(seriesID) } }
    }

    func claimAnnouncements(of aired: [EpisodeKey], inSeries seriesID: Int) async throws(CatalogError)
        -> AnnouncementClaim
    {
        try storage.withLock { (storage) throws(CatalogError) in
            if let failure = storage.failure { throw failure }
            let new = aired.filter { storage.announced.insert($0).inserted }
            return storage.baselines.insert(seriesID).inserted ? .baseline : .new(new)
        }
    }

    func forgetBaselines(keeping followed: Set<Int>) async throws(CatalogError) {
        storage.withLock { $0.baselines.formIntersection(followed) }
    }
}

/// Records the calendars written; can be made to fail.
final class FakeCalendarFiles: CalendarFileWriter {
    private let storage = Mutex<(written: [String: EpisodeCalendar], failure: CatalogError?)>(([:], nil))

    /// Makes every write fail with `error` (nil: succeed).
    func failWrites(with error: CatalogError?) {
        storage.withLock { $0.failure = error }
    }

    /// The calendars written, by path.
    var written: [String: EpisodeCalendar] { storage.withLock { $0.written } }

    func write(_ calendar: EpisodeCalendar, to path: String) throws {
        try storage.withLock { storage in
            if let failure = storage.failure { throw failure }
            storage.written[path] = calendar
        }
    }
}
