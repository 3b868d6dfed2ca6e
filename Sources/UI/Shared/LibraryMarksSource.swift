import Features

/// The library's marks (on the watchlist, watched) for the posters of every page: the app root's
/// ``LibraryMarks``, handed to each poster that follows them. One observation of the store feeds it, however
/// many posters there are.
@MainActor
public final class LibraryMarksSource {
    /// The marks now.
    public private(set) var current = LibraryMarks()
    private var observers: [Int: @MainActor (LibraryMarks) -> Void] = [:]
    private var nextID = 0
    /// The source this one derives from (``withoutWatchlist()``).
    private var parentObservation: Observation?

    public init() {}

    /// Takes `marks` as the current marks; the observers hear of a change.
    public func update(_ marks: LibraryMarks) {
        guard marks != current else { return }
        current = marks
        for observer in observers.values { observer(marks) }
    }

    /// The same marks without the watchlist, for the Watchlist's own posters: every title there is on it,
    /// so only "watched" says something.
    func withoutWatchlist() -> LibraryMarksSource {
        let derived = LibraryMarksSource()
        let strip = { (marks: LibraryMarks) -> LibraryMarks in
            var stripped = marks
            stripped.watchlist = []
            return stripped
        }
        derived.update(strip(current))
        derived.parentObservation = observe { [weak derived] marks in derived?.update(strip(marks)) }
        return derived
    }

    /// Calls `onChange` after every change until the returned observation is released.
    func observe(_ onChange: @escaping @MainActor (LibraryMarks) -> Void) -> Observation {
        let id = nextID
        nextID += 1
        observers[id] = onChange
        return Observation { [weak self] in self?.observers[id] = nil }
    }

    /// Keeps an observer registered while it lives.
    @MainActor
    final class Observation {
        private let remove: @MainActor () -> Void

        init(_ remove: @escaping @MainActor () -> Void) {
            self.remove = remove
        }

        isolated deinit {
            remove()
        }
    }
}
