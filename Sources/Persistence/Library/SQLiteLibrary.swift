import AppEnvironment
import Catalog
import Foundation
import Localization

/// The user's library: the watchlist and recent searches, in `library.sqlite` in the data folder
/// (WAL, `synchronous=FULL`: a committed change survives a crash or power loss).
///
/// User data is never deleted: a damaged file is copied aside, whatever rows can still be read are
/// carried over into a fresh library, and `openingProblem` tells the app what happened. When no file can
/// be used at all the library lives in memory for the session, also reported.
public actor SQLiteLibrary: WatchlistRepository, RecentSearchesRepository {
    /// Recent searches kept.
    public static let recentSearchLimit = 10

    public nonisolated let path: String
    /// What went wrong while opening, for the app to show; nil when all is well.
    public nonisolated let openingProblem: CatalogError?
    private let connection: SQLiteConnection
    private let now: @Sendable () -> Double
    private let log: @Sendable (String) -> Void
    private var observers: [UUID: AsyncStream<[WatchlistEntry]>.Continuation] = [:]
    private var lastDataVersion: Int64 = 0
    private var watcher: Task<Void, Never>?

    /// Opens the library at `path`.
    /// - Parameters:
    ///   - now: the clock for `addedAt` (seconds since 1970).
    public init(path: String, now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 },
                log: @escaping @Sendable (String) -> Void = CatalogLog.warning) {
        self.path = path
        self.now = now
        self.log = log
        let (connection, problem) = LibraryOpener(path: path, log: log).open()
        self.connection = connection
        self.openingProblem = problem
    }

    /// `<data folder>/library.sqlite`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment,
                                   fileName: String = "library.sqlite") -> String {
        UserFolders(environment: environment).data + "/" + fileName
    }

    // MARK: Watchlist

    public func add(_ kind: WatchlistKind, id: Int) async throws {
        try write {
            try connection.run("INSERT OR IGNORE INTO watchlist (kind, id, addedAt) VALUES (?, ?, ?)",
                               [.text(kind.rawValue), .integer(Int64(id)), .real(now())])
        }
    }

    public func remove(_ kind: WatchlistKind, id: Int) async throws {
        try write {
            try connection.run("DELETE FROM watchlist WHERE kind = ? AND id = ?",
                               [.text(kind.rawValue), .integer(Int64(id))])
        }
    }

    public func contains(_ kind: WatchlistKind, id: Int) async throws -> Bool {
        do {
            return try !connection.query("SELECT 1 FROM watchlist WHERE kind = ? AND id = ?",
                                         [.text(kind.rawValue), .integer(Int64(id))]) { _ in true }.isEmpty
        } catch {
            throw Self.storageError(error)
        }
    }

    public func all() async throws -> [WatchlistEntry] {
        do {
            return try entries()
        } catch {
            throw Self.storageError(error)
        }
    }

    public nonisolated func changes() -> AsyncStream<[WatchlistEntry]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [WatchlistEntry].self,
                                                            bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        continuation.onTermination = { [weak self] _ in
            Task { await self?.stopObserving(id) }
        }
        Task { await self.startObserving(id, continuation) }
        return stream
    }

    // MARK: Recent searches

    public func recentSearches() async -> [String] {
        do {
            return try connection.query("SELECT query FROM recent_search ORDER BY position LIMIT ?",
                                        [.integer(Int64(Self.recentSearchLimit))]) { $0.text(0) }
        } catch {
            log("could not read recent searches: \(error)")
            return []
        }
    }

    /// Replaces the list (most recent first); blanks and repeats dropped, at most ten kept.
    public func save(_ searches: [String]) async {
        var seen = Set<String>()
        let kept = searches
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
            .prefix(Self.recentSearchLimit)
        do {
            try connection.transaction {
                try connection.run("DELETE FROM recent_search")
                for (position, query) in kept.enumerated() {
                    try connection.run("INSERT INTO recent_search (position, query) VALUES (?, ?)",
                                       [.integer(Int64(position)), .text(query)])
                }
            }
        } catch {
            log("could not save recent searches: \(error)")
        }
    }

    // MARK: Private

    private func entries() throws -> [WatchlistEntry] {
        try connection.query("SELECT kind, id, addedAt FROM watchlist ORDER BY addedAt DESC, rowid DESC") { row in
            WatchlistEntry(kind: WatchlistKind(rawValue: row.text(0)) ?? .movie, id: Int(row.int(1)),
                           addedAt: row.double(2))
        }
    }

    private func write(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            throw Self.storageError(error)
        }
        broadcast()
    }

    private static func storageError(_ error: any Error) -> CatalogError {
        .storage(tr("The watchlist could not be saved.") + " (\(error))")
    }

    private func startObserving(_ id: UUID, _ continuation: AsyncStream<[WatchlistEntry]>.Continuation) {
        // The stream may already be gone (terminated before this task ran): then there is nothing to watch.
        if case .terminated = continuation.yield((try? entries()) ?? []) { return }
        observers[id] = continuation
        if watcher == nil {
            lastDataVersion = dataVersion()
            watcher = Task { [weak self] in
                while !Task.isCancelled {
                    try? await Task.sleep(nanoseconds: 1_000_000_000)
                    await self?.checkForOutsideChanges()
                }
            }
        }
    }

    private func stopObserving(_ id: UUID) {
        observers[id] = nil
        if observers.isEmpty {
            watcher?.cancel()
            watcher = nil
        }
    }

    /// Another process (e.g. `popcorn watchlist add`) changed the file: tell the observers.
    private func checkForOutsideChanges() {
        let version = dataVersion()
        if version != lastDataVersion {
            lastDataVersion = version
            broadcast()
        }
    }

    private func dataVersion() -> Int64 {
        (try? connection.query("PRAGMA data_version") { $0.int(0) }.first) ?? 0
    }

    private func broadcast() {
        guard !observers.isEmpty, let list = try? entries() else { return }
        for continuation in observers.values { continuation.yield(list) }
    }
}
