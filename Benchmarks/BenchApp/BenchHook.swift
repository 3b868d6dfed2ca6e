import BenchProbe
import Features
import Foundation
import GtkKit
import Store
import UI

/// Measurement modes for `make bench` (see docs/benchmarks.md), chosen by the `POPCORN_BENCH`
/// environment variable and inactive without it. The app prints `BENCH …` lines through BenchProbe (the
/// same C code that measures the baseline program), then quits:
/// - `first-content`: the first painted frame that shows the current page with all its images.
/// - `episode`: after the first content, opens each route of `POPCORN_BENCH_ROUTES` (comma-separated
///   episode routes) and marks the action ("route-sent"), the ready state ("route-ready") and the next
///   painted frame ("route-painted"), going back to the root between routes.
/// - `scroll`: after the first content, shows the Watchlist, waits for its posters ("watchlist-ready"),
///   then scrolls it to the end and back at a steady speed, `POPCORN_BENCH_SCROLL_MS` per direction.
/// - `frames`: the frame probe. From the first painted frame on, keeps the frame clock running and prints
///   every frame's interval (`BENCH frame …`) until the app is closed; marks "stats-progress" when the
///   statistics page first shows its progress and "stats-ready" when it shows its figures (the frames
///   between them are the ones "while computing", Tests/UI/test_statistics_frames.py). Does not quit, unless
///   `POPCORN_BENCH_QUIT_AFTER_MS` is set: then quits that long after "stats-ready" (figure 13).
/// - `library-filter`: figure 12, the Library page filtered by genre (``LibraryFilterSession``).
/// - `memory-pages`: figure 19, 100 movie pages opened one after the other (``MemoryPagesSession``).
@MainActor
enum BenchHook {
    typealias AppStore = Store<AppRootFeature.State, AppRootFeature.Action>

    private static var session: BenchSession?

    /// Starts the measurement asked for by the environment, if any; call once the window exists.
    static func attach(
        window: MainWindow, application: Application, store: AppStore,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        if LibraryFilterSession.start(window: window, application: application, store: store, environment: environment)
        {
            return
        }
        if MemoryPagesSession.start(window: window, application: application, store: store, environment: environment) {
            return
        }
        guard let mode = environment["POPCORN_BENCH"].flatMap(BenchSession.Mode.init(rawValue:)) else { return }
        let routes = (environment["POPCORN_BENCH_ROUTES"] ?? "").split(separator: ",")
            .compactMap { try? Route(parsing: String($0)) }
        let scrollMilliseconds = environment["POPCORN_BENCH_SCROLL_MS"].flatMap(UInt32.init) ?? 5000
        let session = BenchSession(
            mode: mode, window: window, application: application, store: store,
            routes: routes, scrollMilliseconds: scrollMilliseconds,
            quitAfterReadyMilliseconds: environment["POPCORN_BENCH_QUIT_AFTER_MS"].flatMap(Int.init))
        Self.session = session
        session.start()
    }

    /// Runs `step` on the current session (from BenchProbe's C callbacks, on the GTK thread).
    fileprivate static func step(_ step: (BenchSession) -> Void) {
        if let session { step(session) }
    }

    fileprivate static let next: BenchProbeDone = { _, _ in MainActor.assumeIsolated { step { $0.next() } } }
}

/// One measurement run: a small state machine driven by BenchProbe's frame callbacks.
@MainActor
private final class BenchSession {
    enum Mode: String {
        case firstContent = "first-content"
        case episode
        case scroll
        case frames
    }

    private enum Stage {
        case waitingForContent, routeOpening, routePainted, waitingForWatchlist, settling, scrolling
    }

    private let mode: Mode
    private let window: MainWindow
    private let application: Application
    private let store: BenchHook.AppStore
    private var routes: [Route]
    private let scrollMilliseconds: UInt32
    /// In `frames` mode, how long after the statistics' figures to quit; nil: never.
    private let quitAfterReadyMilliseconds: Int?
    private var stage = Stage.waitingForContent
    private var observation: StoreObservation?

    init(
        mode: Mode, window: MainWindow, application: Application, store: BenchHook.AppStore, routes: [Route],
        scrollMilliseconds: UInt32, quitAfterReadyMilliseconds: Int?
    ) {
        self.mode = mode
        self.window = window
        self.application = application
        self.store = store
        self.routes = routes
        self.scrollMilliseconds = scrollMilliseconds
        self.quitAfterReadyMilliseconds = quitAfterReadyMilliseconds
    }

    private var windowPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(window.window.widgetPointer) }

    func start() {
        if mode == .frames {
            watchStatistics()
            bench_probe_watch_ready(windowPointer, "first-frame", nil, nil, BenchHook.next)
            return
        }
        bench_probe_watch_ready(windowPointer, "first-content", bench_probe_content_ready, nil, BenchHook.next)
    }

    /// The measurement step after the one BenchProbe just reported.
    func next() {
        switch (mode, stage) {
        case (.frames, _):
            bench_probe_watch_frames(windowPointer)
        case (.firstContent, _):
            quit()
        case (.episode, .waitingForContent), (.episode, .routePainted):
            openNextRoute()
        case (.episode, .routeOpening):
            bench_probe_mark("route-painted", windowPointer)
            stage = .routePainted
            store.send(.popToRoot)
            // Let the back transition finish before the next route.
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(600))
                BenchHook.step { $0.next() }
            }
        case (.scroll, .waitingForContent):
            stage = .waitingForWatchlist
            store.send(.selectPage(.watchlist))
            bench_probe_watch_ready(windowPointer, "watchlist-ready", bench_probe_content_ready, nil, BenchHook.next)
        case (.scroll, .waitingForWatchlist):
            stage = .settling
            bench_probe_after_next_paint(windowPointer, BenchHook.next, nil)
        case (.scroll, .settling):
            guard let scrolled = bench_probe_find_scrollable(windowPointer) else {
                bench_probe_mark("no-scrollable", windowPointer)
                quit()
                return
            }
            stage = .scrolling
            bench_probe_mark("scroll-start", windowPointer)
            bench_probe_scroll(scrolled, scrollMilliseconds, 1, BenchHook.next, nil)
        case (.scroll, _):
            quit()
        default:
            quit()
        }
    }

    /// Marks the statistics page's first progress ("stats-progress") and its figures ("stats-ready").
    private func watchStatistics() {
        var progressShown = false
        observation = store.observe({ $0.currentStack.last?.destination.state(of: StatisticsFeature.self) }) {
            [weak self] state in
            guard let self, let state else { return }
            if state.own.progress != nil, !progressShown {
                progressShown = true
                bench_probe_mark("stats-progress", self.windowPointer)
            }
            if state.content.content != nil {
                bench_probe_mark("stats-ready", self.windowPointer)
                self.observation = nil
                if let delay = self.quitAfterReadyMilliseconds {
                    Task { @MainActor [weak self] in
                        try? await Task.sleep(for: .milliseconds(delay))
                        self?.quit()
                    }
                }
            }
        }
    }

    private func openNextRoute() {
        guard !routes.isEmpty else {
            quit()
            return
        }
        let route = routes.removeFirst()
        stage = .routeOpening
        observation = store.observe(
            { $0.currentStack.last?.destination.state(of: TVEpisodeDetailsFeature.self)?.content.content != nil },
            initial: false
        ) { [weak self] ready in
            guard let self, ready, self.observation != nil else { return }
            bench_probe_mark("route-ready", self.windowPointer)
            self.observation = nil
            bench_probe_after_next_paint(self.windowPointer, BenchHook.next, nil)
        }
        bench_probe_mark("route-sent", windowPointer)
        store.send(.open(route))
    }

    private func quit() {
        observation = nil
        application.quit()
    }
}
