import Features

/// The details pages on the app root's stacks, by page: `Destination.movieDetails(state)` for
/// `Destination(state)` and `DestinationAction.movieDetails(.fetch)` for
/// `DestinationAction(MovieDetailsFeature.Action.fetch)`, so that expectations name the page.
extension Destination {
    static func movieDetails(_ state: MovieDetailsFeature.State) -> Destination { Destination(state) }
    static func tvSeriesDetails(_ state: TVSeriesDetailsFeature.State) -> Destination { Destination(state) }
    static func tvSeasonDetails(_ state: TVSeasonDetailsFeature.State) -> Destination { Destination(state) }
    static func tvEpisodeDetails(_ state: TVEpisodeDetailsFeature.State) -> Destination { Destination(state) }
    static func personDetails(_ state: PersonDetailsFeature.State) -> Destination { Destination(state) }
}

extension DestinationAction {
    static func movieDetails(_ action: MovieDetailsFeature.Action) -> DestinationAction { DestinationAction(action) }
    static func tvSeriesDetails(_ action: TVSeriesDetailsFeature.Action) -> DestinationAction {
        DestinationAction(action)
    }
    static func tvSeasonDetails(_ action: TVSeasonDetailsFeature.Action) -> DestinationAction {
        DestinationAction(action)
    }
    static func tvEpisodeDetails(_ action: TVEpisodeDetailsFeature.Action) -> DestinationAction {
        DestinationAction(action)
    }
    static func personDetails(_ action: PersonDetailsFeature.Action) -> DestinationAction { DestinationAction(action) }
}
