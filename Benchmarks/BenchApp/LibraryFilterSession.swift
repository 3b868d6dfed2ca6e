import BenchProbe
import Features
import Foundation
import GtkKit
import Store
import UI

/// Figure 12 (`POPCORN_BENCH=library-filter`): after the first content, opens the Library at
/// `POPCORN_BENCH_LIBRARY_ROUTE` (default `library/plan-to-watch`) and waits for its grid with its posters
/// ("library-ready"); then `POPCORN_BENCH_REPEAT` times (default 5) applies `POPCORN_BENCH_FILTER` (default
/// `with_genres=18`) the way the filter bar does — a Library route sent to the page's store — and marks the
/// action ("filter-sent"), the filtered shelf in the state ("filter-ready") and the next painted frame
/// ("filter-painted"), each followed by a "BENCH library-shelf 0 total N shown M" line; then takes the filter
/// off the same way and lets the page settle before the next round. Quits at the end.
@MainActor
final class LibraryFilterSession {
    private let window: MainWindow
    private let application: Application
    private let store: BenchHook.AppStore
    private let library: Store<LibraryFeature.State, LibraryFeature.Action>
    private let unfiltered: Route
    private let filtered: Route
    private var rounds: Int
    private var observation: StoreObservation?

    /// The session running, kept alive until the app quits (its steps hold it weakly).
    private static var current: LibraryFilterSession?

    /// Starts the figure when `environment` asks for it; false when it does not.
    static func start(
        window: MainWindow, application: Application, store: BenchHook.AppStore, environment: [String: String]
    ) -> Bool {
        guard environment["POPCORN_BENCH"] == "library-filter" else { return false }
        let section = environment["POPCORN_BENCH_LIBRARY_ROUTE"] ?? "library/plan-to-watch"
        let filter = environment["POPCORN_BENCH_FILTER"] ?? "with_genres=18"
        guard let unfiltered = try? Route(parsing: section), unfiltered.libraryPlace != nil,
            let filtered = try? Route(parsing: "\(section)?\(filter)")
        else {
            report("BENCH bad-route 0")
            application.quit()
            return true
        }
        let session = LibraryFilterSession(
            window: window, application: application, store: store, unfiltered: unfiltered, filtered: filtered,
            rounds: environment["POPCORN_BENCH_REPEAT"].flatMap(Int.init) ?? 5)
        current = session
        session.waitForFirstContent()
        return true
    }

    private init(
        window: MainWindow, application: Application, store: BenchHook.AppStore, unfiltered: Route, filtered: Route,
        rounds: Int
    ) {
        self.window = window
        self.application = application
        self.store = store
        library = store.libraryStore()
        self.unfiltered = unfiltered
        self.filtered = filtered
        self.rounds = rounds
    }

    private var windowPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(window.window.widgetPointer) }

    private func waitForFirstContent() {
        ProbeStep.whenContentReady(windowPointer, mark: "first-content") { [weak self] in self?.openLibrary() }
    }

    /// Shows the unfiltered section; once its shelf is in the state, waits for its posters.
    private func openLibrary() {
        whenShown(unfiltered) { [weak self] in
            guard let self else { return }
            ProbeStep.whenContentReady(self.windowPointer, mark: "library-ready") { [weak self] in self?.settle() }
        }
        store.send(.open(unfiltered))
    }

    /// Lets the page finish its idle work (posters, the grid's layout) before the next action.
    private func settle() {
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .milliseconds(500))
            guard let self else { return }
            ProbeStep.afterNextPaint(self.windowPointer) { [weak self] in self?.applyFilter() }
        }
    }

    private func applyFilter() {
        guard rounds > 0 else {
            observation = nil
            application.quit()
            return
        }
        rounds -= 1
        whenShown(filtered) { [weak self] in
            guard let self else { return }
            bench_probe_mark("filter-ready", self.windowPointer)
            ProbeStep.afterNextPaint(self.windowPointer) { [weak self] in
                guard let self else { return }
                bench_probe_mark("filter-painted", self.windowPointer)
                self.printShelf()
                self.removeFilter()
            }
        }
        bench_probe_mark("filter-sent", windowPointer)
        library.send(.open(filtered))
    }

    private func removeFilter() {
        whenShown(unfiltered) { [weak self] in
            guard let self else { return }
            ProbeStep.afterNextPaint(self.windowPointer) { [weak self] in self?.settle() }
        }
        library.send(.open(unfiltered))
    }

    /// Calls `then` once the Library's state shows `route` with a newly loaded shelf (opening a route of the
    /// same section keeps the shelf shown until the new one is loaded).
    private func whenShown(_ route: Route, then: @escaping @MainActor () -> Void) {
        let before = library.state.shelf.content
        observation = library.observe({ $0.route == route && $0.shelf.content != nil && $0.shelf.content != before }) {
            [weak self] shown in
            guard let self, shown, self.observation != nil else { return }
            self.observation = nil
            then()
        }
    }

    private func printShelf() {
        let shelf = library.state.shelf.content
        Self.report("BENCH library-shelf 0 total \(shelf?.totalCount ?? -1) shown \(shelf?.entries.count ?? -1)")
    }

    /// Writes `line` to stdout at once (BenchProbe's marks are flushed as they are printed, so the order holds).
    private static func report(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
