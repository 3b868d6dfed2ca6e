import BenchProbe
import Features
import Foundation
import GtkKit
import Store
import UI

/// Figure 19 (`POPCORN_BENCH=memory-pages`): after the first content, marks the resident memory at the root
/// ("root-start"), then opens each details route of `POPCORN_BENCH_ROUTES` one after the other: the route is
/// sent to the app's store as a link opens it, the page's content comes into its state (its title is
/// known), and once a frame shows the page with all its images (BenchProbe's content check, the
/// `first-content` one) it is marked ("page-painted") and the app goes back to the root, letting the back
/// transition finish before the next route. After the first page (the warm-up: what any first page creates once) and after the last, at the
/// root, it prints what is alive — `BENCH live-<when> 0 stores N wrappers N widgets N`: stores
/// (``Store/liveCount``), GtkKit wrappers and the widgets they wrapped (``ObjectCensus``) — and marks the
/// memory ("root-warm", "root-end"). Quits at the end.
@MainActor
final class MemoryPagesSession {
    private let window: MainWindow
    private let application: Application
    private let store: BenchHook.AppStore
    private var routes: [Route]
    private var opened = 0
    private var observation: StoreObservation?

    /// The session running, kept alive until the app quits (its steps hold it weakly).
    private static var current: MemoryPagesSession?

    /// Starts the figure when `environment` asks for it; false when it does not.
    static func start(
        window: MainWindow, application: Application, store: BenchHook.AppStore, environment: [String: String]
    ) -> Bool {
        guard environment["POPCORN_BENCH"] == "memory-pages" else { return false }
        let routes = (environment["POPCORN_BENCH_ROUTES"] ?? "").split(separator: ",")
            .compactMap { try? Route(parsing: String($0)) }
        guard !routes.isEmpty, routes.allSatisfy({ Destination($0) != nil }) else {
            report("BENCH bad-route 0")
            application.quit()
            return true
        }
        let session = MemoryPagesSession(window: window, application: application, store: store, routes: routes)
        current = session
        ProbeStep.whenContentReady(session.windowPointer, mark: "first-content") { [weak session] in
            session?.settle(mark: "root-start")
        }
        return true
    }

    private init(window: MainWindow, application: Application, store: BenchHook.AppStore, routes: [Route]) {
        self.window = window
        self.application = application
        self.store = store
        self.routes = routes
    }

    private var windowPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(window.window.widgetPointer) }

    /// Lets the root finish its idle work (and a closed page leave), then marks `mark` and goes on.
    private func settle(mark: String) {
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .milliseconds(mark == "root-start" ? 500 : 1000))
            guard let self else { return }
            ProbeStep.afterNextPaint(self.windowPointer) { [weak self] in
                guard let self else { return }
                if mark != "root-start" { self.printLive(mark == "root-warm" ? "warm" : "end") }
                bench_probe_mark(mark, self.windowPointer)
                if mark == "root-end" {
                    self.observation = nil
                    self.application.quit()
                } else {
                    self.openNext()
                }
            }
        }
    }

    /// Opens the next route; once its content is in the state and the page is shown, waits for its images.
    private func openNext() {
        guard !routes.isEmpty else {
            settle(mark: "root-end")
            return
        }
        let route = routes.removeFirst()
        observation = store.observe(
            { $0.currentStack.last.map { $0.destination.route == route && !$0.destination.pageTitle.isEmpty } },
            initial: false
        ) { [weak self] ready in
            guard let self, ready == true, self.observation != nil else { return }
            self.observation = nil
            // The page is pushed a main-loop turn after its state is ready; the frame after shows it.
            ProbeStep.afterNextPaint(self.windowPointer) { [weak self] in
                guard let self else { return }
                ProbeStep.whenContentReady(self.windowPointer, mark: "page-painted") { [weak self] in self?.close() }
            }
        }
        store.send(.open(route))
    }

    /// Goes back to the root; after the first page, marks the warm root before the others.
    private func close() {
        opened += 1
        store.send(.popToRoot)
        if opened == 1 {
            settle(mark: "root-warm")
            return
        }
        // Let the back transition finish before the next route.
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .milliseconds(400))
            self?.openNext()
        }
    }

    private func printLive(_ when: String) {
        Self.report(
            "BENCH live-\(when) 0 stores \(Store<Int, Never>.liveCount) wrappers \(ObjectCensus.liveWrappers) "
                + "widgets \(ObjectCensus.liveWidgets)")
    }

    /// Writes `line` to stdout at once (BenchProbe's marks are flushed as they are printed, so the order holds).
    private static func report(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
