import Features
import GtkKit
import Store

/// The frame of the movie and series pages: backdrop, poster, title, tagline, facts and overview
/// (``MediaDetailsView``), the tracking controls and carousels below them, and the watchlist button in the
/// header bar (a toast on change), in a ``DetailsPageFrame``. The page fills it in `render`.
@MainActor
final class TitlePageFrame<Page: WatchlistTogglePage> {
    var widget: Widget { frame.widget }
    var headerControls: Widget? { frame.headerControls }
    let details: MediaDetailsView
    /// The carousels, in the order of their titles; activating a card opens its route.
    let carousels: [Carousel]
    private let frame: DetailsPageFrame<Page>
    private let watchlistButton: WatchlistToggleButton
    private let tracking: TrackingBar

    /// A frame with the tracking controls of `trackingKind` (and `extraControls` after them) and carousels
    /// titled `carouselTitles`; `render`
    /// shows the loaded state.
    init(store: Store<Page.State, Page.Action>, context: PageContext, trackingKind: TrackingBar.Kind,
         extraControls: [Widget] = [], carouselTitles: [String],
         render: @escaping @MainActor (Page.State, TitlePageFrame) -> Void) {
        details = MediaDetailsView(images: context.images)
        tracking = TrackingBar(store: store.tracking(), kind: trackingKind, context: context)
        extraControls.forEach(tracking.addControl)
        details.setControls(tracking.widget)
        carousels = carouselTitles.map { title in
            Carousel(title: title, images: context.images) { [weak store] card in store?.send(.navigate(card.route)) }
        }
        watchlistButton = WatchlistToggleButton.bound(
            to: store, isOnWatchlist: { $0.isOnWatchlist }, confirmation: { $0.confirmation },
            error: { $0.watchlistError }, toggle: .own(Page.watchlistAction(.toggle)),
            confirmationShown: .own(Page.watchlistAction(.confirmationShown)),
            dismissError: .own(Page.watchlistAction(.dismissError)),
            showToast: { [context] message in context.showToast(message) })
        frame = DetailsPageFrame(store: store, content: details.content, heading: details.title.widget,
                                 maximumWidth: 840, headerControls: watchlistButton.button)
        carousels.forEach { details.addSection($0.widget) }
        frame.start { [weak self] state in
            guard let self else { return }
            render(state, self)
        }
    }

    func focusFirst() {
        frame.focusFirst()
    }

    /// Shows `cards` in the carousel at `index`, hidden when there are none.
    func show(_ cards: [CardContent], inCarousel index: Int) {
        carousels[index].show(cards)
        carousels[index].widget.isVisible = !cards.isEmpty
    }
}
