import Features
import GtkKit
import Localization
import Store

/// The series page: backdrop, poster, title, tagline, year · genres, overview, seasons carousel (opens a
/// season), cast carousel, and the watchlist button in the header bar (with a toast on change).
@MainActor
public final class TVSeriesDetailsPage: DetailsPageView {
    public typealias Page = TVSeriesDetailsFeature

    public var widget: Widget { stateView.widget }
    public var headerControls: Widget? { watchlistButton.button }
    private let store: Store<Page.State, Page.Action>
    private let stateView: StateView
    private let details: MediaDetailsView
    private let seasons: Carousel
    private let cast: Carousel
    private let watchlistButton: WatchlistToggleButton
    private var observations: [StoreObservation] = []

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        self.store = store
        details = MediaDetailsView(images: context.images)
        seasons = Carousel(title: tr("Seasons"), images: context.images) { [weak store] card in
            store?.send(.navigate(card.route))
        }
        cast = Carousel(title: tr("Cast"), images: context.images) { [weak store] card in
            store?.send(.navigate(card.route))
        }
        details.addSection(seasons.widget)
        details.addSection(cast.widget)
        stateView = StateView(content: PageLayout.scrolling(details.content, maximumWidth: 840)) { [weak store] in
            store?.send(.retry)
        }
        watchlistButton = WatchlistToggleButton.bound(
            to: store, isOnWatchlist: { $0.isOnWatchlist }, error: { $0.watchlistError },
            toggle: .own(.watchlist(.toggle)), dismissError: .own(.watchlist(.dismissError)),
            showToast: { [context] message in context.showToast(message) })
        watchlistButton.button.isVisible = false
        observations.append(store.observe({ $0.content }) { [weak self] _ in self?.render() })
    }

    public func focusFirst() {
        stateView.focusFirst(content: details.title.widget)
    }

    private func render() {
        defer { stateView.focusIfPending(content: details.title.widget) }
        let loaded = stateView.render(store.state.content) != nil
        watchlistButton.button.isVisible = loaded
        guard loaded, let display = store.state.display else { return }
        details.show(title: display.title, tagline: display.tagline,
                     facts: [display.year, display.genresText].compactMap { $0 },
                     overview: display.overview, posterURL: display.posterURL, backdropURL: display.backdropURL)
        seasons.show(display.seasons.map { season in
            CardContent(title: season.name, subtitle: season.episodeCount, imageURL: season.posterURL, isPerson: false,
                        accessibleLabel: DisplayFormat.list([season.name, season.episodeCount]), route: season.route)
        })
        seasons.widget.isVisible = !display.seasons.isEmpty
        cast.show(display.cast.map(CardContent.init))
        cast.widget.isVisible = !display.cast.isEmpty
    }
}
