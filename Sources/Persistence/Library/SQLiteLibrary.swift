import AppEnvironment
import Catalog
import Foundation
import Localization
import Logging
import Synchronization

/// The user's library — the watchlist, plays, ratings, follow choices, lists, statuses, hidden titles and
/// recent searches — in `library.sqlite` in the data folder (WAL, `synchronous=FULL`: a committed change
/// survives a crash or power loss). Every write is one transaction; a write that fails throws and is never
/// acknowledged.
///
/// User data is never deleted: a damaged file is copied aside, whatever rows can still be read are
/// carried over into a fresh library, and `openingNotice` tells the app what happened. When no file can
/// be used at all (its folder cannot be created, the path is taken, the disk is full) or the library was
/// written by a newer version of Popcorn, it is refused: `openingProblem` says why, and every read and
/// write throws, so no change is ever acknowledged without being stored.
public actor SQLiteLibrary: WatchlistRepository, RecentSearchesRepository, TrackingRepository, FollowRepository,
    LibraryTransferRepository
{
    /// Recent searches kept.
    public static let recentSearchLimit = 10

    public nonisolated let path: String
    /// Why the library cannot be used (every read and write throws it); nil when it can.
    public nonisolated let openingProblem: CatalogError?
    /// What the user should know although the library works (a damaged file was recovered); nil normally.
    public nonisolated let openingNotice: String?
    /// The connection; nil when the library was refused (``openingProblem`` or ``problemFoundLater`` says why).
    private var openedConnection: SQLiteConnection?
    /// Why the library cannot be used after all: the damage ``checkIntegrity()`` found could not be recovered.
    private var problemFoundLater: CatalogError?
    /// Whether the file was opened without reading it through, for ``checkIntegrity()`` to do.
    private var isIntegrityUnchecked: Bool
    let now: @Sendable () -> Double
    var watchlistObservers = LibraryObservers<[WatchlistEntry]>()
    var trackingObservers = LibraryObservers<TrackingSnapshot>()
    var listsObservers = LibraryObservers<ListsSnapshot>()
    /// The last tracking snapshot read, handed to every reader until the file changes.
    var trackingSnapshotCopy: (version: LibraryVersion, snapshot: TrackingSnapshot)?
    /// The series' spoiler choices, read again after every change (pages read them while they render).
    nonisolated let spoilerChoicesCopy: Mutex<[Int: Bool]>
    private var lastDataVersion: Int64 = 0
    private var watcher: Task<Void, Never>?

    /// Opens the library at `path`.
    /// - Parameters:
    ///   - now: the clock for `addedAt`, `watchedAt` and `ratedAt` (seconds since 1970).
    ///   - checksIntegrityLater: open the file without reading it through first (a heavy library's check
    ///     is ~15 ms); ``checkIntegrity()`` then does it and recovers a damaged file (the window's start).
    public init(
        path: String, now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 },
        checksIntegrityLater: Bool = false
    ) {
        self.path = path
        self.now = now
        isIntegrityUnchecked = checksIntegrityLater
        let opened = LibraryOpener(path: path).open(checkingIntegrity: !checksIntegrityLater)
        openedConnection = opened.connection
        openingProblem = opened.problem
        openingNotice = opened.notice
        spoilerChoicesCopy = Mutex(Self.readSpoilerChoices(opened.connection))
    }

    /// `<data folder>/library.sqlite`.
    public static func defaultPath(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        fileName: String = "library.sqlite"
    ) -> String {
        UserFolders(environment: environment).data + "/" + fileName
    }

    /// The connection, or the reason the library was refused.
    var connection: SQLiteConnection {
        get throws(CatalogError) {
            guard let openedConnection else {
                throw problemFoundLater ?? openingProblem ?? .storage(tr("The library cannot be used."))
            }
            return openedConnection
        }
    }

    // MARK: Recent searches

    public func recentSearches() async -> [String] {
        do {
            return try connection.query(
                "SELECT query FROM recent_search ORDER BY position LIMIT ?",
                [.integer(Int64(Self.recentSearchLimit))]
            ) { $0.text(0) }
        } catch {
            Log.warning("could not read recent searches: \(error)")
            return []
        }
    }

    /// Replaces the list (most recent first); blanks and repeats dropped, at most ten kept.
    public func save(_ searches: [String]) async {
        var seen = Set<String>()
        let kept =
            searches
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
            .prefix(Self.recentSearchLimit)
        do {
            let connection = try connection
            try connection.transaction {
                try connection.run("DELETE FROM recent_search")
                for (position, query) in kept.enumerated() {
                    try connection.run(
                        "INSERT INTO recent_search (position, query) VALUES (?, ?)",
                        [.integer(Int64(position)), .text(query)])
                }
            }
        } catch {
            Log.warning("could not save recent searches: \(error)")
        }
    }

    // MARK: Writing and observing

    /// Runs `body` in one transaction; a failure is reported as `message` plus the cause. Observers hear
    /// of the change once it is committed (and nothing of a write that changed nothing).
    func write<T>(failure message: String, _ body: (SQLiteConnection) throws -> T) throws(CatalogError) -> T {
        let value: T
        let changed: Bool
        do {
            let connection = try connection
            let before = try LibraryVersion(connection)
            value = try connection.transaction { try body(connection) }
            changed = try LibraryVersion(connection) != before
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .storage(message + " (\(error))")
        }
        if changed { broadcast() }
        return value
    }

    /// Runs the read `body`; a failure is reported as a storage error.
    func read<T>(_ body: (SQLiteConnection) throws -> T) throws(CatalogError) -> T {
        do {
            return try body(connection)
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .storage(tr("The library could not be read.") + " (\(error))")
        }
    }

    /// A new stream: `initial` now, then what `subscribe` follows after every change.
    nonisolated func stream<Value: Sendable>(
        _ start: @escaping @Sendable (SQLiteLibrary, UUID, AsyncStream<Value>.Continuation) async -> Void,
        stop: @escaping @Sendable (SQLiteLibrary, UUID) async -> Void
    ) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        continuation.onTermination = { [weak self] _ in
            Task { [weak self] in if let self { await stop(self, id) } }
        }
        Task { await start(self, id, continuation) }
        return stream
    }

    /// Starts watching the file for changes made by other processes, if not already. The watcher checks
    /// once a second and ends at the first check with nobody listening, so the pages opened and closed in
    /// a row share one watcher instead of starting and cancelling one each.
    func startWatching() {
        guard watcher == nil else { return }
        lastDataVersion = dataVersion()
        watcher = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                guard await self?.checkForOutsideChanges() == true else { return }
            }
        }
    }

    /// Broadcasts what another process changed; false (the watcher is done) once nobody listens.
    private func checkForOutsideChanges() -> Bool {
        guard !watchlistObservers.isEmpty || !trackingObservers.isEmpty || !listsObservers.isEmpty else {
            watcher = nil
            return false
        }
        let version = dataVersion()
        if version != lastDataVersion {
            lastDataVersion = version
            broadcast()
        }
        return true
    }

    private func dataVersion() -> Int64 {
        (try? LibraryVersion.dataVersion(connection)) ?? 0
    }

    private func broadcast() {
        let choices = Self.readSpoilerChoices(openedConnection)
        spoilerChoicesCopy.withLock { $0 = choices }
        watchlistObservers.broadcast { try watchlistEntries() }
        trackingObservers.broadcast { try trackingSnapshot() }
        listsObservers.broadcast { try listsSnapshot() }
    }
}

extension SQLiteLibrary {
    /// The sentence to show about opening the library: why it cannot be used, or what was recovered.
    public nonisolated var openingMessage: String? {
        Self.message(problem: openingProblem, notice: openingNotice)
    }

    /// Reads a library opened with `checksIntegrityLater` through, once (later calls answer nil). A damaged
    /// file is recovered as at opening: copied aside, its readable rows carried into a fresh library, which
    /// every reader and observer then sees. The answer is what to tell the user: what was recovered, or why
    /// the library can no longer be used; nil when it is sound.
    public func checkIntegrity() -> String? {
        guard isIntegrityUnchecked else { return nil }
        isIntegrityUnchecked = false
        guard let damage = openedConnection.flatMap(LibraryOpener.damage(in:)) else { return nil }
        openedConnection = nil  // closed before the recovery moves the file
        let recovered = LibraryOpener(path: path).recoverDamaged(damage)
        openedConnection = recovered.connection
        problemFoundLater = recovered.problem
        trackingSnapshotCopy = nil
        lastDataVersion = dataVersion()
        broadcast()
        return Self.message(problem: recovered.problem, notice: recovered.notice)
    }

    private nonisolated static func message(problem: CatalogError?, notice: String?) -> String? {
        if case .storage(let message) = problem { return message }
        return problem?.userMessage ?? notice
    }
}
