import Features
import GtkKit
import Store

/// The tracking controls under the summary of a movie, series or episode page: "Mark as Watched" with its
/// menu and the watch summary (movies, episodes) or the progress bar with its text (series), then the
/// rating; every saved change shows a toast with Undo. Disabled until the library was read. On narrow pages
/// the controls stand one under the other.
@MainActor
final class TrackingBar {
    /// What the bar shows besides the rating.
    enum Kind {
        /// "Mark as Watched" (movies, episodes).
        case watchable
        /// The series' progress.
        case series
    }

    /// The bar.
    let widget = Box(.vertical, spacing: 8)
    private let store: Store<TrackingPanel.State, TrackingPanel.Action>
    private let rating: RatingButton
    private let watched: WatchedToggle?
    private let progress: SeriesProgress?
    private let toasts: TrackingToasts
    private let controls = Box(.horizontal, spacing: 12)
    private var isNarrow = false
    private var observation: StoreObservation?

    /// The controls of `kind` over `store`.
    init(store: Store<TrackingPanel.State, TrackingPanel.Action>, kind: Kind, context: PageContext) {
        self.store = store
        rating = RatingButton(store: store)
        toasts = TrackingToasts(store: store, context: context)
        rating.button.valign = .center
        switch kind {
        case .watchable:
            let watched = WatchedToggle(store: store)
            controls.append(watched.buttons)
            controls.append(rating.button)
            widget.append(controls)
            widget.append(watched.summary)
            self.watched = watched
            progress = nil
        case .series:
            let progress = SeriesProgress()
            controls.append(progress.widget)
            controls.append(rating.button)
            widget.append(controls)
            self.progress = progress
            watched = nil
        }
        observation = store.observe({ $0.status }) { [weak self] status in self?.render(status) }
    }

    /// Adds `control` after the bar's own controls (e.g. the series' "Notify Me").
    func addControl(_ control: Widget) {
        controls.append(control)
    }

    /// Lays the controls out for a page `width` pixels wide: in a row, or stacked below
    /// ``PageLayout/narrowWidth`` (long labels, as in German, do not fit a phone's width side by side).
    func adapt(toWidth width: Int) {
        let narrow = width < PageLayout.narrowWidth
        guard narrow != isNarrow else { return }
        isNarrow = narrow
        controls.orientation = narrow ? .vertical : .horizontal
        controls.spacing = narrow ? 8 : 12
    }

    private func render(_ status: TrackingStatus?) {
        let display = TrackingDisplay(status ?? TrackingStatus())
        widget.isSensitive = status != nil
        rating.show(display)
        watched?.show(display)
        progress?.show(display.progress)
    }
}

extension Store {
    /// The tracking controls' part of a tracking page's store (movie, series, season, episode).
    func tracking<Page: TrackingPage>() -> Store<TrackingPanel.State, TrackingPanel.Action>
    where State == DetailsState<Page>, Action == DetailsAction<Page> {
        scope(state: { $0.own[keyPath: Page.trackingState] }, action: { .own(Page.trackingAction($0)) })
    }
}
