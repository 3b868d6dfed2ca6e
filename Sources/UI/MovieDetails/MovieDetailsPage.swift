import Features
import GtkKit
import Localization
import Store

/// The movie page: backdrop, poster, title, tagline, certification · year · runtime · genres, TMDb's score, overview,
/// "Play Trailer", "Mark as Watched", the rating and "Part of the … Collection", "Where to Watch", the cast and
/// recommendations carousels, and the watchlist button in the header bar (with a toast on change).
@MainActor
public final class MovieDetailsPage: DetailsPageView {
    public typealias Page = MovieDetailsFeature

    private let frame: TitlePageFrame<Page>

    public var widget: Widget { frame.widget }
    public var showsTitleAsHeading: Bool { true }
    public var headerControls: Widget? { frame.headerControls }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        let collectionLink = MovieCollectionLinkButton { [weak store] route in store?.send(.navigate(route)) }
        frame = TitlePageFrame(
            store: store, context: context, trackingKind: .watchable,
            extraControls: [collectionLink.button],
            carouselTitles: [tr("Cast"), tr("Recommendations")]
        ) { state, frame in
            guard let display = state.display(myServices: context.myServices()) else { return }
            frame.show(display.titlePage, facts: display.facts, castCarousel: 0)
            frame.show(display.recommendations.map(CardContent.init), inCarousel: 1)
            collectionLink.show(display.collectionLink)
        }
    }

    public func focusFirst() {
        frame.focusFirst()
    }
}
