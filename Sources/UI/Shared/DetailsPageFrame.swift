import Features
import GtkKit
import Store

/// The frame of every details page: a spinner while the content loads, the error with Retry, the page's
/// content once loaded (scrolling, clamped to a readable width), header controls shown only then, and
/// keyboard focus on the page's first control when it appears (the page is named by its title, which
/// screen readers say on entering; the heading is not a Tab stop). Pages adapt their layout to its size (`onResize`).
/// A page with an empty state shows it in place of the scrolling content (`showsEmpty`).
@MainActor
final class DetailsPageFrame<Page: DetailsPage> {
    var widget: Widget { sizeObserver.widget }
    let store: Store<Page.State, Page.Action>
    let headerControls: Widget?
    private let stateView: StateView
    private let sizeObserver: SizeObserver
    private let content: Widget
    private let empty: EmptyStatePage?
    private let body = Stack()
    private var observations: [StoreObservation] = []

    /// A frame around `content` (under a full-width `hero` when given), or `empty` in its place;
    /// `headerControls` stay hidden until loaded.
    init(
        store: Store<Page.State, Page.Action>, content: Widget, maximumWidth: Int = 900,
        hero: Widget? = nil, headerControls: Widget? = nil, empty: EmptyStatePage? = nil
    ) {
        self.store = store
        self.headerControls = headerControls
        self.content = content
        self.empty = empty
        body.add(PageLayout.scrolling(content, maximumWidth: maximumWidth, hero: hero), name: "content")
        if let empty { body.add(empty.widget, name: "empty") }
        stateView = StateView(content: body) { [weak store] in
            store?.send(.retry)
        }
        sizeObserver = SizeObserver(child: stateView.widget)
        headerControls?.isVisible = false
    }

    /// Runs `handler(width, height)` with the page's size once it is allocated and after every change.
    func onResize(_ handler: @escaping @MainActor (Int, Int) -> Void) {
        sizeObserver.onResize(handler)
    }

    /// Shows the page's state from now on: `render` fills the content whenever it (re)loads.
    func start(render: @escaping @MainActor (Page.State) -> Void) {
        observations.append(
            store.observe({ $0.content }) { [weak self] _ in
                guard let self else { return }
                defer { self.stateView.focusIfPending(content: self.shownContent) }
                let loaded = self.stateView.render(self.store.state.content) != nil
                self.headerControls?.isVisible = loaded
                if loaded {
                    self.widget.setAccessibleLabel(self.store.state.pageTitle)
                    render(self.store.state)
                }
            })
    }

    /// Shows how far the load is (a text over a bar at `fraction`) in place of the spinner; nil shows the spinner.
    func showLoadingProgress(_ text: String?, fraction: Double = 0) {
        stateView.loading.showProgress(text, fraction: fraction)
    }

    /// Whether the empty state shows in place of the content.
    var showsEmpty: Bool {
        get { body.visibleChildName == "empty" }
        set { body.visibleChildName = newValue && empty != nil ? "empty" : "content" }
    }

    /// Moves focus to the page's first control (the empty state's action when it shows; the spinner or
    /// Retry while there is no content).
    func focusFirst() {
        stateView.focusFirst(content: shownContent)
    }

    private var shownContent: Widget {
        if showsEmpty, let empty { return empty.button }
        return content
    }
}

extension DetailsPageFrame where Page: SeriesPartPage {
    /// Shows the page's state from now on like ``start(render:)``, and renders it again when its series
    /// context (the series and season names above the heading) arrives after the content, and when what it
    /// hides from spoilers changes (protection read, an episode revealed or watched).
    func startWithSeriesContext(render: @escaping @MainActor (Page.State) -> Void) {
        start(render: render)
        for observation in [
            store.observe({ $0.own.context }) { [weak self] _ in self?.renderLoaded(render) },
            store.observe({ SpoilerInputs($0.own) }) { [weak self] _ in self?.renderLoaded(render) },
        ] {
            observations.append(observation)
        }
    }

    private func renderLoaded(_ render: @MainActor (Page.State) -> Void) {
        guard store.state.content.content != nil else { return }
        widget.setAccessibleLabel(store.state.pageTitle)
        render(store.state)
    }
}
