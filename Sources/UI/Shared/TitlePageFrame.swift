import Features
import GtkKit
import Localization
import Store

/// The frame of the movie and series pages: backdrop, poster, title, tagline, facts and overview
/// (``MediaDetailsView``), carousels below them, spinner / error with Retry, and the watchlist button in
/// the header bar (hidden until the title is loaded; a toast on change). The page fills it in `render`.
@MainActor
final class TitlePageFrame<Page: WatchlistTogglePage> {
    var widget: Widget { stateView.widget }
    var headerControls: Widget? { watchlistButton.button }
    let details: MediaDetailsView
    /// The carousels, in the order of their titles; activating a card opens its route.
    let carousels: [Carousel]
    private let store: Store<Page.State, Page.Action>
    private let stateView: StateView
    private let watchlistButton: WatchlistToggleButton
    private let render: @MainActor (Page.State, TitlePageFrame) -> Void
    private var observation: StoreObservation?

    /// A frame with carousels titled `carouselTitles`; `render` shows the loaded state.
    init(store: Store<Page.State, Page.Action>, context: PageContext, carouselTitles: [String],
         render: @escaping @MainActor (Page.State, TitlePageFrame) -> Void) {
        self.store = store
        self.render = render
        let details = MediaDetailsView(images: context.images)
        let carousels = carouselTitles.map { title in
            Carousel(title: title, images: context.images) { [weak store] card in store?.send(.navigate(card.route)) }
        }
        carousels.forEach { details.addSection($0.widget) }
        self.details = details
        self.carousels = carousels
        stateView = StateView(content: PageLayout.scrolling(details.content, maximumWidth: 840)) { [weak store] in
            store?.send(.retry)
        }
        watchlistButton = WatchlistToggleButton.bound(
            to: store, isOnWatchlist: { $0.isOnWatchlist }, error: { $0.watchlistError },
            toggle: .own(Page.watchlistAction(.toggle)), dismissError: .own(Page.watchlistAction(.dismissError)),
            showToast: { [context] message in context.showToast(message) })
        watchlistButton.button.isVisible = false
        observation = store.observe({ $0.content }) { [weak self] _ in self?.update() }
    }

    func focusFirst() {
        stateView.focusFirst(content: details.title.widget)
    }

    /// Shows `cards` in the carousel at `index`, hidden when there are none.
    func show(_ cards: [CardContent], inCarousel index: Int) {
        carousels[index].show(cards)
        carousels[index].widget.isVisible = !cards.isEmpty
    }

    private func update() {
        defer { stateView.focusIfPending(content: details.title.widget) }
        let loaded = stateView.render(store.state.content) != nil
        watchlistButton.button.isVisible = loaded
        if loaded { render(store.state, self) }
    }
}
