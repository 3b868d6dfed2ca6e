import Features
import GtkKit
import Localization
import Store

/// A collection's page: the backdrop, the poster beside the name, "11 movies" and the overview, then the
/// movies as a grid of posters in release order (undated ones last), each with the library's watched mark;
/// activating a poster opens the movie. The header bar's page menu adds "Mark All Watched" (the released
/// movies), confirmed by a toast with Undo.
@MainActor
public final class MovieCollectionPage: DetailsPageView {
    public typealias Page = MovieCollectionFeature

    private let context: PageContext
    private let details: MediaDetailsView
    private let movies = Box(.vertical, spacing: 12)
    private let moviesHeading = PageLayout.sectionHeading(MovieCollectionDisplay.moviesHeading)
    private var grid: FlowBox?
    private var cards: [PosterCard] = []
    private var shownParts: [MediaCard] = []
    private let actions = SimpleActionGroup()
    private let frame: DetailsPageFrame<Page>
    private var shownToast: Toast?
    private var observations: [StoreObservation] = []

    public var widget: Widget { frame.widget }
    public var showsTitleAsHeading: Bool { true }
    public var menuItems: PageMenuItems? {
        PageMenuItems([(MovieCollectionDisplay.markAllWatched, "mark-all-watched")], actions: actions)
    }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        self.context = context
        details = MediaDetailsView(images: context.images)
        movies.append(moviesHeading)
        details.addSection(movies)
        frame = DetailsPageFrame(store: store, content: details.content, maximumWidth: 840, hero: details.hero)
        frame.onResize { [details] width, height in details.adapt(toWidth: width, height: height) }
        actions.addAction("mark-all-watched") { [weak store] in store?.send(.own(.markAllWatched)) }
        frame.start { [weak self] state in self?.render(state) }
        observations = [
            store.observe({ $0.own.toast }, initial: false) { [weak self, weak store] toast in
                guard let self, let store, let toast else { return }
                let plays = toast.plays
                let undo =
                    toast.canUndo
                    ? ToastButton(label: tr("_Undo")) { [weak store] in store?.send(.own(.undo(plays))) } : nil
                self.shownToast = context.showToast(toast.message, button: undo)
                store.send(.own(.toastShown))
            },
            store.observe({ $0.own.error }, initial: false) { [weak self, weak store] error in
                guard let self, let store, let error else { return }
                self.shownToast = context.showToast(error.message)
                store.send(.own(.errorShown))
            },
        ]
    }

    isolated deinit {
        shownToast?.dismiss()
    }

    public func focusFirst() {
        frame.focusFirst()
    }

    private func render(_ state: Page.State) {
        guard let display = state.display else { return }
        details.show(
            title: display.title, tagline: nil, facts: [display.movieCount], score: nil,
            overview: display.overview, posterURL: display.posterURL, backdropURL: display.backdropURL)
        guard display.parts != shownParts else { return }
        shownParts = display.parts
        showGrid(display.parts.map(CardContent.init))
    }

    /// Replaces the grid with one of `parts`' posters.
    private func showGrid(_ parts: [CardContent]) {
        grid.map(movies.remove)
        let grid = FlowBox(spacing: 6, maximumPerLine: PosterCard.maximumGridColumns)
        grid.setAccessibleLabel(MovieCollectionDisplay.moviesHeading)
        cards = parts.map { content in
            let card = PosterCard(images: context.images)
            card.addMenu(context.cardActions)
            card.follow(context.marks)
            card.show(content, in: grid.append(card.widget))
            return card
        }
        grid.onChildActivated { [weak self] index in
            guard let self, index < parts.count else { return }
            self.frame.store.send(.navigate(parts[index].route))
        }
        TabPastList.install(on: grid)
        movies.append(grid)
        moviesHeading.isVisible = !parts.isEmpty
        self.grid = grid
    }
}
