import Catalog
import Foundation
import Localization

/// GNOME Shell's search in Popcorn: the words typed in the overview find titles, first in the library
/// (offline and at once), then with TMDb's multi-search, which never makes the overview wait past
/// `deadline`. Result ids are the routes of the pages ("movie/603", "tv/1399", "person/31").
///
/// A first search (`initialResults`) answers from the library and the TMDb answers already in, and starts
/// TMDb's search for the terms in the background; a refining search (`subsearchResults`) or the next search
/// for the same terms also waits for that answer, up to `deadline`. Answers that come later are kept for
/// the next search of the same terms.
@MainActor
public final class ShellSearch {
    /// The longest a search waits for TMDb.
    public let deadline: Duration
    /// The most results one search returns (GNOME Shell shows a few per app).
    public let limit: Int
    /// How long the library's titles are used before they are read again.
    public let libraryLifetime: Duration
    /// How long after `prepare()` the library is read, unless a search reads it first.
    public let preparationDelay: Duration

    private let loadLibrary: @Sendable () async -> [ShellSearchTitle]
    private let prepareLibrary: @Sendable (ShellSearchPace) async -> [ShellSearchTitle]
    /// The pace of the preparing read in flight, if any.
    private var preparing: ShellSearchPace?
    private let search: any SearchRepository
    private let posterFile: @Sendable (ImageURLSet) -> String?
    private let clock = ContinuousClock()
    /// How many queries' TMDb answers are kept (the app may run for days).
    private static let keptAnswers = 100

    private var library: [ShellSearchTitle] = []
    private var libraryLoad: Task<Void, Never>?
    private var libraryLoadedAt: ContinuousClock.Instant?
    /// Every title returned, by id, for the metas.
    private var known: [String: ShellSearchTitle] = [:]
    /// TMDb's results by normalized query; a query with a search in flight has no entry yet.
    private var remoteAnswers: [String: [ShellSearchTitle]] = [:]
    private var remoteSearches: Set<String> = []
    /// Searches waiting for a query's TMDb answer, resumed by the answer or their deadline.
    private var waiters: [String: [UUID: CheckedContinuation<Void, Never>]] = [:]

    /// A search over the titles `loadLibrary` reads and TMDb's multi-search `search`; `posterFile` names the
    /// cached file of an image, if any. `prepareLibrary` reads them ahead at the pace it is given (by default,
    /// `loadLibrary`).
    public init(
        loadLibrary: @escaping @Sendable () async -> [ShellSearchTitle],
        prepareLibrary: (@Sendable (ShellSearchPace) async -> [ShellSearchTitle])? = nil, search: any SearchRepository,
        posterFile: @escaping @Sendable (ImageURLSet) -> String?, deadline: Duration = .milliseconds(300),
        limit: Int = 8, libraryLifetime: Duration = .seconds(30), preparationDelay: Duration = .seconds(3)
    ) {
        self.loadLibrary = loadLibrary
        self.prepareLibrary = prepareLibrary ?? { _ in await loadLibrary() }
        self.search = search
        self.posterFile = posterFile
        self.deadline = deadline
        self.limit = limit
        self.libraryLifetime = libraryLifetime
        self.preparationDelay = preparationDelay
    }

    /// Reads the library's titles `preparationDelay` from now, so that the first search finds them at once.
    /// Not sooner: the provider is exported at every start, and a heavy library's thousands of titles would
    /// be read while the window paints its first frame; a search before then reads them at once. The read
    /// takes its time (``ShellSearchPace``), so that it does not take the cores from a window being scrolled;
    /// a search meanwhile hurries it.
    public func prepare() {
        let delay = preparationDelay
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: delay)
            self?.reloadLibraryIfOld(pace: ShellSearchPace())
        }
    }

    /// The ids for new `terms`: library titles and the TMDb answers already in; TMDb's search starts.
    public func initialResults(_ terms: [String]) async -> [String] {
        await results(for: terms, waitingForTMDb: false)
    }

    /// The ids for `terms` refining an earlier search: library titles and TMDb's answer, waited for up to
    /// the deadline.
    public func subsearchResults(previous: [String], terms: [String]) async -> [String] {
        await results(for: terms, waitingForTMDb: true)
    }

    /// What the overview shows of each known id, in order (ids it never returned are left out).
    public func results(ids: [String]) -> [ShellSearchResult] {
        ids.compactMap { id in
            guard let title = known[id] else { return nil }
            return ShellSearchResult(
                id: id, name: title.item.title, description: title.description,
                posterFile: title.item.image.flatMap(posterFile),
                iconName: title.item.kind == .person ? "avatar-default-symbolic" : "video-x-generic-symbolic")
        }
    }

    /// The Search page's route for `terms` ("search?q=…"): the overview's "more results".
    public static func searchRoute(terms: [String]) -> String {
        Route.search(query: terms.joined(separator: " ")).description
    }

    private func results(for terms: [String], waitingForTMDb: Bool) async -> [String] {
        let query = ShellSearchMatch.normalized(terms.joined(separator: " "))
        guard !query.isEmpty else { return [] }
        let start = clock.now
        reloadLibraryIfOld()
        preparing?.hurry()
        if libraryLoadedAt == nil, let libraryLoad {
            await waitAtMost(until: start + deadline) { await libraryLoad.value }
        }
        startRemoteSearch(query, text: terms.joined(separator: " "))
        if waitingForTMDb && remoteAnswers[query] == nil {
            await waitForRemoteAnswer(query, until: start + deadline)
        }
        return ranked(terms: terms, remote: remoteAnswers[query] ?? [])
    }

    /// The library's matches first (best match, then most recently touched), then TMDb's (in its order),
    /// each title once, at most `limit`.
    private func ranked(terms: [String], remote: [ShellSearchTitle]) -> [String] {
        let local = library.enumerated()
            .compactMap { index, title in
                ShellSearchMatch(terms: terms, name: title.item.title).map { ($0, index, title) }
            }
            .sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
            .map(\.2)
        var ids: [String] = []
        for title in local + remote where !ids.contains(title.route) {
            guard ids.count < limit else { break }
            // A library title knows the years a series aired; TMDb's search result does not.
            if known[title.route]?.lastYear == nil || title.lastYear != nil { known[title.route] = title }
            ids.append(title.route)
        }
        return ids
    }

    /// Reads the library's titles again when they are older than `libraryLifetime`: at once, or at `pace`.
    private func reloadLibraryIfOld(pace: ShellSearchPace? = nil) {
        guard libraryLoad == nil else { return }
        if let loadedAt = libraryLoadedAt, clock.now - loadedAt < libraryLifetime { return }
        let loadLibrary = loadLibrary
        let prepareLibrary = prepareLibrary
        preparing = pace
        libraryLoad = Task { @MainActor [weak self] in
            let titles: [ShellSearchTitle]
            if let pace {
                titles = await prepareLibrary(pace)
            } else {
                titles = await loadLibrary()
            }
            guard let self else { return }
            self.library = titles
            self.libraryLoadedAt = self.clock.now
            self.libraryLoad = nil
            self.preparing = nil
        }
    }

    /// Starts TMDb's search for the typed `text` (its answer kept under the normalized `query`), unless
    /// answered or searching already.
    private func startRemoteSearch(_ query: String, text: String) {
        guard remoteAnswers[query] == nil, !remoteSearches.contains(query) else { return }
        remoteSearches.insert(query)
        let search = search
        Task { @MainActor [weak self] in
            let items = try? await search.search(query: text, page: 1).results
            guard let self else { return }
            self.remoteSearches.remove(query)
            // A failed search (offline) is tried again by the next search of the terms.
            if let items {
                if self.remoteAnswers.count >= Self.keptAnswers { self.remoteAnswers.removeAll() }
                self.remoteAnswers[query] = items.map { ShellSearchTitle($0) }
            }
            for waiter in (self.waiters.removeValue(forKey: query) ?? [:]).values { waiter.resume() }
        }
    }

    /// Returns when TMDb answered `query` or at `deadline`, whichever comes first (the deadline's timer is
    /// cancelled then, so that nothing wakes the main loop later).
    private func waitForRemoteAnswer(_ query: String, until deadline: ContinuousClock.Instant) async {
        let id = UUID()
        var timer: Task<Void, Never>?
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            waiters[query, default: [:]][id] = continuation
            timer = Task { @MainActor [weak self] in
                try? await Task.sleep(until: deadline, clock: ContinuousClock())
                self?.waiters[query]?.removeValue(forKey: id)?.resume()
            }
        }
        timer?.cancel()
    }

    /// Runs `body` but returns at `deadline` at the latest (`body` goes on in the background; the deadline's
    /// timer is cancelled when `body` ends first).
    private func waitAtMost(until deadline: ContinuousClock.Instant, _ body: @escaping @MainActor () async -> Void)
        async
    {
        let gate = OnceGate()
        var timer: Task<Void, Never>?
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            gate.continuation = continuation
            Task { @MainActor in
                await body()
                gate.open()
            }
            timer = Task { @MainActor in
                try? await Task.sleep(until: deadline, clock: ContinuousClock())
                gate.open()
            }
        }
        timer?.cancel()
    }
}

/// A continuation resumed by the first of several events.
@MainActor
private final class OnceGate {
    var continuation: CheckedContinuation<Void, Never>?

    func open() {
        continuation?.resume()
        continuation = nil
    }
}
