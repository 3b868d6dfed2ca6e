import Catalog
import Store

/// A season's page: header (name, poster, overview) and its episodes.
public struct TVSeasonDetailsFeature: Reducer {
    let client: Client

    /// The screen's reducer, using `client`'s repositories.
    public init(client: Client) {
        self.client = client
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .fetch:
            guard case .initial = state.season else { return .none }
            return load(&state)
        case .retry:
            guard case .error = state.season else { return .none }
            return load(&state)
        case .loaded(let fetched):
            state.season = .ready(fetched.value, isStale: fetched.isStale)
            return .none
        case .failed(let error):
            state.season = .error(ErrorInfo(error))
            return .none
        case .episodeSelected(let episodeNumber):
            return .send(.navigate(.tvEpisode(seriesID: state.seriesID, season: state.seasonNumber,
                                              episode: episodeNumber)))
        case .navigate:
            return .none
        }
    }

    private func load(_ state: inout State) -> Effect<Action> {
        state.season = .loading
        let (series, season) = (state.seriesID, state.seasonNumber)
        let seasons = client.seasons
        return .run { send in
            await send(.loaded(try await seasons.season(season, inSeries: series)))
        } catch: { error, send in
            await send(.failed(CatalogError(error)))
        }
    }
}
