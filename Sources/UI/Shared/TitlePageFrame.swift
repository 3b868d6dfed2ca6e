import Features
import GtkKit
import Localization
import Store

/// The frame of the movie and series pages: backdrop, poster, title, tagline, facts and overview
/// (``MediaDetailsView``), "Play Trailer" and the tracking controls, "Where to Watch" then the carousels below
/// them, and the watchlist button in the header bar (a toast on change), in a ``DetailsPageFrame``. The page
/// fills it in `render`.
@MainActor
final class TitlePageFrame<Page: WatchlistTogglePage> {
    var widget: Widget { frame.widget }
    var headerControls: Widget? { frame.headerControls }
    private let details: MediaDetailsView
    /// The carousels, in the order of their titles; activating a card opens its route.
    private let carousels: [Carousel]
    private let whereToWatch: WhereToWatchView
    private let trailerButton = Button(label: tr("_Play Trailer"))
    private var trailerURL: String?
    private let frame: DetailsPageFrame<Page>
    private let watchlistButton: WatchlistToggleButton
    private let tracking: TrackingBar

    /// A frame with the tracking controls of `trackingKind` (and `extraControls` after them) and carousels
    /// titled `carouselTitles`; `render`
    /// shows the loaded state.
    init(
        store: Store<Page.State, Page.Action>, context: PageContext, trackingKind: TrackingBar.Kind,
        extraControls: [Widget] = [], carouselTitles: [String],
        render: @escaping @MainActor (Page.State, TitlePageFrame) -> Void
    ) {
        details = MediaDetailsView(images: context.images)
        tracking = TrackingBar(store: store.tracking(), kind: trackingKind, context: context)
        extraControls.forEach(tracking.addControl)
        whereToWatch = WhereToWatchView(images: context.images)
        let controls = Box(.vertical, spacing: 12)
        trailerButton.halign = .start
        trailerButton.tooltip = tr("Open the trailer in your browser")
        controls.append(trailerButton)
        controls.append(tracking.widget)
        details.setControls(controls)
        carousels = carouselTitles.map { title in
            Carousel(title: title, context: context) { [weak store] card in store?.send(.navigate(card.route)) }
        }
        watchlistButton = WatchlistToggleButton.bound(
            to: store, isOnWatchlist: { $0.isOnWatchlist }, confirmation: { $0.confirmation },
            error: { $0.watchlistError }, toggle: .own(.watchlist(.toggle)),
            confirmationShown: .own(.watchlist(.confirmationShown)),
            dismissError: .own(.watchlist(.dismissError)), context: context)
        frame = DetailsPageFrame(
            store: store, content: details.content,
            maximumWidth: 840, hero: details.hero, headerControls: watchlistButton.button)
        frame.onResize { [details, tracking] width, height in
            details.adapt(toWidth: width, height: height)
            tracking.adapt(toWidth: width)
        }
        details.addSection(whereToWatch.widget)
        carousels.forEach { details.addSection($0.widget) }
        trailerButton.isVisible = false
        trailerButton.onClicked { [weak self] in
            guard let self, let url = self.trailerURL else { return }
            self.trailerButton.openURI(url)
        }
        frame.start { [weak self] state in
            guard let self else { return }
            render(state, self)
        }
    }

    func focusFirst() {
        frame.focusFirst()
    }

    /// Shows what every title page shows: the header with `facts` under the title, the cast (with "See All")
    /// in the carousel at `castCarousel`, "Play Trailer" and "Where to Watch".
    func show(_ display: TitlePageDisplay, facts: [String], castCarousel: Int) {
        details.show(
            title: display.title, tagline: display.tagline, facts: facts, score: display.score,
            overview: display.overview, posterURL: display.posterURL, backdropURL: display.backdropURL)
        show(display.cast.map(CardContent.init), inCarousel: castCarousel)
        carousels[castCarousel].showSeeAll { [weak self] in self?.frame.store.send(.navigate(display.creditsRoute)) }
        trailerURL = display.trailerURL
        trailerButton.isVisible = display.trailerURL != nil
        whereToWatch.show(display.whereToWatch)
    }

    /// Shows `cards` in the carousel at `index`, hidden when there are none.
    func show(_ cards: [CardContent], inCarousel index: Int) {
        carousels[index].show(cards)
        carousels[index].widget.isVisible = !cards.isEmpty
    }
}
