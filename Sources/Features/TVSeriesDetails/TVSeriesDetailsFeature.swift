import Catalog
import Store

/// A TV series' page: details, seasons, cast and the watchlist toggle.
public struct TVSeriesDetailsFeature: Reducer {
    let client: Client

    /// The screen's reducer, using `client`'s repositories.
    public init(client: Client) {
        self.client = client
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .fetch:
            guard case .initial = state.series else { return .none }
            return .merge(load(&state), WatchlistToggle.status(.tvSeries, id: state.seriesID, in: client.watchlist,
                                                                 loaded: Action.watchlistStatusLoaded))
        case .retry:
            guard case .error = state.series else { return .none }
            return load(&state)
        case .loaded(let fetched):
            state.series = .ready(fetched.value, isStale: fetched.isStale)
            return .none
        case .failed(let error):
            state.series = .error(ErrorInfo(error))
            return .none
        case .watchlistStatusLoaded(let isOnWatchlist):
            state.isOnWatchlist = isOnWatchlist
            return .none
        case .toggleWatchlist:
            state.watchlistError = nil
            state.isOnWatchlist.toggle()
            return WatchlistToggle.save(.tvSeries, id: state.seriesID, add: state.isOnWatchlist,
                                        in: client.watchlist, failed: Action.watchlistSaveFailed)
        case .watchlistSaveFailed(let wasOnWatchlist, let error):
            state.isOnWatchlist = wasOnWatchlist
            state.watchlistError = WatchlistToggle.errorInfo(error, adding: !wasOnWatchlist)
            return .none
        case .dismissWatchlistError:
            state.watchlistError = nil
            return .none
        case .seasonSelected(let seasonNumber):
            return .send(.navigate(.tvSeason(seriesID: state.seriesID, season: seasonNumber)))
        case .castMemberSelected(let personID):
            return .send(.navigate(.person(id: personID)))
        case .navigate:
            return .none
        }
    }

    private func load(_ state: inout State) -> Effect<Action> {
        state.series = .loading
        let id = state.seriesID
        let repository = client.series
        return .run { send in
            await send(.loaded(try await repository.series(id: id)))
        } catch: { error, send in
            await send(.failed(CatalogError(error)))
        }
    }
}
