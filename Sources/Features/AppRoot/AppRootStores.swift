import Store

/// The store of one details page, by kind.
public enum DestinationStore {
    case movieDetails(Store<MovieDetailsFeature.State, MovieDetailsFeature.Action>)
    case tvSeriesDetails(Store<TVSeriesDetailsFeature.State, TVSeriesDetailsFeature.Action>)
    case tvSeasonDetails(Store<TVSeasonDetailsFeature.State, TVSeasonDetailsFeature.Action>)
    case tvEpisodeDetails(Store<TVEpisodeDetailsFeature.State, TVEpisodeDetailsFeature.Action>)
    case personDetails(Store<PersonDetailsFeature.State, PersonDetailsFeature.Action>)
}

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

    /// The store of the details page with `entryID` (nil if it is not on any stack). After the page is
    /// popped, the store keeps its last state and ignores actions.
    public func destinationStore(entryID: Int) -> DestinationStore? {
        guard let entry = state.entry(id: entryID) else { return nil }
        func action<ChildAction>(_ wrap: @escaping (ChildAction) -> DestinationAction) -> (ChildAction) -> Action {
            { .destination(entryID: entryID, wrap($0)) }
        }
        switch entry.destination {
        case .movieDetails:
            return scope(state: { $0.entry(id: entryID)?.destination.movieDetails },
                         action: action(DestinationAction.movieDetails)).map(DestinationStore.movieDetails)
        case .tvSeriesDetails:
            return scope(state: { $0.entry(id: entryID)?.destination.tvSeriesDetails },
                         action: action(DestinationAction.tvSeriesDetails)).map(DestinationStore.tvSeriesDetails)
        case .tvSeasonDetails:
            return scope(state: { $0.entry(id: entryID)?.destination.tvSeasonDetails },
                         action: action(DestinationAction.tvSeasonDetails)).map(DestinationStore.tvSeasonDetails)
        case .tvEpisodeDetails:
            return scope(state: { $0.entry(id: entryID)?.destination.tvEpisodeDetails },
                         action: action(DestinationAction.tvEpisodeDetails)).map(DestinationStore.tvEpisodeDetails)
        case .personDetails:
            return scope(state: { $0.entry(id: entryID)?.destination.personDetails },
                         action: action(DestinationAction.personDetails)).map(DestinationStore.personDetails)
        }
    }
}
