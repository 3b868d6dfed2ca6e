import Features
import GtkKit
import Localization
import Store

/// The series page: backdrop, poster, title, tagline, year · genres, overview, seasons carousel (opens a
/// season), cast carousel, and the watchlist button in the header bar (with a toast on change).
@MainActor
public final class TVSeriesDetailsPage: DetailPage {
    public var widget: Widget { stateView.widget }
    public var headerControls: Widget? { watchlistButton.button }
    private let store: Store<TVSeriesDetailsFeature.State, TVSeriesDetailsFeature.Action>
    private let context: PageContext
    private let stateView: StateView
    private let details: MediaDetailsView
    private let seasons: Carousel
    private let cast: Carousel
    private let watchlistButton: WatchlistToggleButton
    private var observations: [StoreObservation] = []

    public init(store: Store<TVSeriesDetailsFeature.State, TVSeriesDetailsFeature.Action>, context: PageContext) {
        self.store = store
        self.context = context
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
        watchlistButton = WatchlistToggleButton { [weak store] in store?.send(.toggleWatchlist) }
        watchlistButton.button.isVisible = false
        watchlistButton.button.onClicked { [weak self] in self?.confirmToggle() }
        observations.append(store.observe({ $0.series }) { [weak self] _ in self?.render() })
        observations.append(store.observe({ $0.isOnWatchlist }) { [weak self] isOn in
            self?.watchlistButton.show(WatchlistButton(isOnWatchlist: isOn))
        })
        observations.append(store.observe({ $0.watchlistError }, initial: false) { [weak self] error in
            guard let self, let error else { return }
            self.context.showToast(error.message)
            self.store.send(.dismissWatchlistError)
        })
    }

    public func focusFirst() {
        stateView.focusFirst(content: details.title.widget)
    }

    private func confirmToggle() {
        context.showToast(store.state.isOnWatchlist ? tr("Added to your watchlist") : tr("Removed from your watchlist"))
    }

    private func render() {
        defer { stateView.focusIfPending(content: details.title.widget) }
        let loaded = stateView.render(store.state.series) != nil
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
