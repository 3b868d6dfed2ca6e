import Catalog
import Synchronization

extension AppDependencies {
    /// The plays and the hidden titles: once both are known, and after every change of either (Up Next leaves
    /// hidden series out and brings them back when unhidden).
    public func trackingChangesWithHidden() -> AsyncStream<(snapshot: TrackingSnapshot, hidden: Set<LibraryTitle>)> {
        let (stream, continuation) = AsyncStream<(snapshot: TrackingSnapshot, hidden: Set<LibraryTitle>)>.makeStream(
            bufferingPolicy: .bufferingNewest(1))
        let latest = LatestPair()
        let tracking = tracking
        let lists = lists
        let task = Task {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await snapshot in tracking.trackingChanges() {
                        if let both = latest.set(snapshot: snapshot) { continuation.yield(both) }
                    }
                }
                group.addTask {
                    for await lists in lists.listsChanges() {
                        if let both = latest.set(hidden: Set(lists.hidden.map(\.title))) { continuation.yield(both) }
                    }
                }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}

/// The latest plays and hidden titles of ``AppDependencies/trackingChangesWithHidden()``.
private final class LatestPair: Sendable {
    private let value = Mutex<(snapshot: TrackingSnapshot?, hidden: Set<LibraryTitle>?)>((nil, nil))

    /// Keeps `snapshot`; both once the hidden titles are known too.
    func set(snapshot: TrackingSnapshot) -> (snapshot: TrackingSnapshot, hidden: Set<LibraryTitle>)? {
        value.withLock { value in
            value.snapshot = snapshot
            return value.hidden.map { (snapshot, $0) }
        }
    }

    /// Keeps `hidden`; both when it changed and the plays are known.
    func set(hidden: Set<LibraryTitle>) -> (snapshot: TrackingSnapshot, hidden: Set<LibraryTitle>)? {
        value.withLock { value in
            guard value.hidden != hidden else { return nil }
            value.hidden = hidden
            return value.snapshot.map { ($0, hidden) }
        }
    }
}

extension AppDependencies {
    /// The titles the user hid; none when the library cannot be read (hiding only ever leaves titles out).
    @Sendable
    public func hiddenTitles() async -> Set<LibraryTitle> {
        Set(((try? await lists.hiddenTitles()) ?? []).map(\.title))
    }
}

extension Fetched where Value == Page<MediaItem> {
    /// The same page without the movies and series in `hidden`.
    func leavingOut(_ hidden: Set<LibraryTitle>) -> Fetched {
        let page = value
        let kept = page.results.filter { !$0.isHidden(in: hidden) }
        return Fetched(
            Page(page: page.page, totalPages: page.totalPages, totalResults: page.totalResults, results: kept),
            isStale: isStale)
    }
}

extension MediaItem {
    /// Whether the item is a movie or series among `hidden`.
    func isHidden(in hidden: Set<LibraryTitle>) -> Bool {
        switch self {
        case .movie(let movie): hidden.contains(LibraryTitle(.movie, id: movie.id))
        case .tvSeries(let series): hidden.contains(LibraryTitle(.tvSeries, id: series.id))
        case .person: false
        }
    }
}
