import Features
import Store

/// The widget of every details page, one row each, found by the route's pattern. What a page is — its
/// pattern, loader, title, links and dump — is in Features' ``RouteTable``; the top-level pages are the
/// roots of the window's stacks (``AppScreens``). Adding a page: docs/adding-a-page.md.
public struct PageWidgets: Sendable {
    /// The widget of one details page.
    public struct Row: Sendable {
        public let pattern: RoutePattern
        /// Makes the widget of the page with an entry id on the app root's stacks.
        let makePage: @MainActor @Sendable (AppStore, Int, PageContext) -> DetailPage?

        /// The page shown by `View`.
        public static func details<View: DetailsPageView>(_ view: View.Type) -> Row {
            Row(pattern: View.Page.pattern) { store, entryID, context in
                store.detailsStore(entryID: entryID, page: View.Page.self).map { View(store: $0, context: context) }
            }
        }
    }

    public typealias AppStore = Store<AppRootFeature.State, AppRootFeature.Action>

    public let rows: [Row]

    public init(_ rows: [Row]) {
        self.rows = rows
    }

    /// Popcorn's details pages.
    public static let popcorn = PageWidgets([
        .details(MovieDetailsPage.self),
        .details(TVSeriesDetailsPage.self),
        .details(TVSeasonDetailsPage.self),
        .details(TVEpisodeDetailsPage.self),
        .details(PersonDetailsPage.self),
        .details(HistoryPage.self),
        .details(CalendarPage.self),
        .details(CreditsPageView<MovieCreditsFeature>.self),
        .details(CreditsPageView<TVSeriesCreditsFeature>.self),
        .details(SeeAllPage.self),
        .details(DiscoverPage.self),
        .details(MovieCollectionPage.self),
        .details(StatisticsPage.self),
        .details(YearInReviewPage.self),
        .details(ForYouPage.self),
    ])

    /// The widget of the details page with `entryID` on `store`'s stacks; nil when no row shows its route.
    @MainActor
    func makePage(entryID: Int, store: AppStore, context: PageContext) -> DetailPage? {
        guard let route = store.state.entry(id: entryID)?.destination.route else { return nil }
        return rows.first { $0.pattern == route.pattern }?.makePage(store, entryID, context)
    }
}
