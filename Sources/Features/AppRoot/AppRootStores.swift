import Store

extension Store where State == AppRootFeature.State, Action == AppRootFeature.Action {
    /// The Explore page's store (create once, keep it with the page).
    public func exploreStore() -> Store<ExploreFeature.State, ExploreFeature.Action> {
        scope(state: { $0.explore }, action: { .explore($0) })
    }

    /// The Search page's store.
    public func searchStore() -> Store<SearchFeature.State, SearchFeature.Action> {
        scope(state: { $0.search }, action: { .search($0) })
    }

    /// The Watchlist page's store.
    public func watchlistStore() -> Store<WatchlistFeature.State, WatchlistFeature.Action> {
        scope(state: { $0.watchlist }, action: { .watchlist($0) })
    }

    /// The Up Next page's store.
    public func upNextStore() -> Store<UpNextFeature.State, UpNextFeature.Action> {
        scope(state: { $0.upNext }, action: { .upNext($0) })
    }

    /// The Library page's store.
    public func libraryStore() -> Store<LibraryFeature.State, LibraryFeature.Action> {
        scope(state: { $0.library }, action: { .library($0) })
    }

    /// The store of the details page with `entryID` when it is a `Page` (nil if it is not on any stack or
    /// is another page). After the page is popped, the store keeps its last state and ignores actions.
    public func detailsStore<Page>(entryID: Int, page: Page.Type) -> Store<DetailsState<Page>, DetailsAction<Page>>? {
        scope(
            state: { $0.entry(id: entryID)?.destination.state(of: Page.self) },
            action: { .destination(entryID: entryID, DestinationAction($0)) })
    }
}
