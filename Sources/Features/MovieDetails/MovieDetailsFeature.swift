import Catalog
import Store

/// A movie's page: details, cast, recommendations and the watchlist toggle.
public struct MovieDetailsFeature: Reducer {
    let client: Client

    /// The screen's reducer, using `client`'s repositories.
    public init(client: Client) {
        self.client = client
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .fetch:
            guard case .initial = state.movie else { return .none }
            return .merge(load(&state), WatchlistToggle.status(.movie, id: state.movieID, in: client.watchlist,
                                                                 loaded: Action.watchlistStatusLoaded))
        case .retry:
            guard case .error = state.movie else { return .none }
            return load(&state)
        case .loaded(let fetched):
            state.movie = .ready(fetched.value, isStale: fetched.isStale)
            return .none
        case .failed(let error):
            state.movie = .error(ErrorInfo(error))
            return .none
        case .watchlistStatusLoaded(let isOnWatchlist):
            state.isOnWatchlist = isOnWatchlist
            return .none
        case .toggleWatchlist:
            state.watchlistError = nil
            state.isOnWatchlist.toggle()
            return WatchlistToggle.save(.movie, id: state.movieID, add: state.isOnWatchlist, in: client.watchlist,
                                        failed: Action.watchlistSaveFailed)
        case .watchlistSaveFailed(let wasOnWatchlist, let error):
            state.isOnWatchlist = wasOnWatchlist
            state.watchlistError = WatchlistToggle.errorInfo(error, adding: !wasOnWatchlist)
            return .none
        case .dismissWatchlistError:
            state.watchlistError = nil
            return .none
        case .castMemberSelected(let personID):
            return .send(.navigate(.person(id: personID)))
        case .recommendationSelected(let movieID):
            return .send(.navigate(.movie(id: movieID)))
        case .navigate:
            return .none
        }
    }

    private func load(_ state: inout State) -> Effect<Action> {
        state.movie = .loading
        let id = state.movieID
        let movies = client.movies
        return .run { send in
            await send(.loaded(try await movies.movie(id: id)))
        } catch: { error, send in
            await send(.failed(CatalogError(error)))
        }
    }
}
