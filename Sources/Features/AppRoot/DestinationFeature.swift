import Store

/// Runs the reducer of whichever details page a destination is.
struct DestinationFeature: Reducer {
    let movie: MovieDetailsFeature
    let series: TVSeriesDetailsFeature
    let season: TVSeasonDetailsFeature
    let episode: TVEpisodeDetailsFeature
    let person: PersonDetailsFeature

    init(_ dependencies: AppDependencies) {
        movie = MovieDetailsFeature(client: .init(movies: dependencies.movies, watchlist: dependencies.watchlist))
        series = TVSeriesDetailsFeature(client: .init(series: dependencies.series, watchlist: dependencies.watchlist))
        season = TVSeasonDetailsFeature(client: .init(seasons: dependencies.seasons))
        episode = TVEpisodeDetailsFeature(client: .init(episodes: dependencies.episodes))
        person = PersonDetailsFeature(client: .init(people: dependencies.people))
    }

    func reduce(into state: inout Destination, action: DestinationAction) -> Effect<DestinationAction> {
        switch (state, action) {
        case (.movieDetails(var child), .movieDetails(let childAction)):
            let effect = movie.reduce(into: &child, action: childAction)
            state = .movieDetails(child)
            return effect.map(DestinationAction.movieDetails)
        case (.tvSeriesDetails(var child), .tvSeriesDetails(let childAction)):
            let effect = series.reduce(into: &child, action: childAction)
            state = .tvSeriesDetails(child)
            return effect.map(DestinationAction.tvSeriesDetails)
        case (.tvSeasonDetails(var child), .tvSeasonDetails(let childAction)):
            let effect = season.reduce(into: &child, action: childAction)
            state = .tvSeasonDetails(child)
            return effect.map(DestinationAction.tvSeasonDetails)
        case (.tvEpisodeDetails(var child), .tvEpisodeDetails(let childAction)):
            let effect = episode.reduce(into: &child, action: childAction)
            state = .tvEpisodeDetails(child)
            return effect.map(DestinationAction.tvEpisodeDetails)
        case (.personDetails(var child), .personDetails(let childAction)):
            let effect = person.reduce(into: &child, action: childAction)
            state = .personDetails(child)
            return effect.map(DestinationAction.personDetails)
        default:
            return .none
        }
    }
}
