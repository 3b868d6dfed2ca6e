import Catalog
import Store

/// One episode's page: loads the episode (its own cache key) and exposes a display model.
public struct TVEpisodeDetailsFeature: Reducer {
    let client: Client

    /// The screen's reducer, using `client`'s repositories.
    public init(client: Client) {
        self.client = client
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .fetch:
            guard case .initial = state.episode else { return .none }
            return load(&state)
        case .retry:
            guard case .error = state.episode else { return .none }
            return load(&state)
        case .loaded(let fetched):
            state.episode = .ready(fetched.value, isStale: fetched.isStale)
            return .none
        case .failed(let error):
            state.episode = .error(ErrorInfo(error))
            return .none
        }
    }

    private func load(_ state: inout State) -> Effect<Action> {
        state.episode = .loading
        let (series, season, episode) = (state.seriesID, state.seasonNumber, state.episodeNumber)
        let episodes = client.episodes
        return .run { send in
            await send(.loaded(try await episodes.episode(episode, inSeason: season, inSeries: series)))
        } catch: { error, send in
            await send(.failed(CatalogError(error)))
        }
    }
}
