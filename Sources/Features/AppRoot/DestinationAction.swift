/// An action for one details page on a stack.
public enum DestinationAction: Equatable, Sendable {
    case movieDetails(MovieDetailsFeature.Action)
    case tvSeriesDetails(TVSeriesDetailsFeature.Action)
    case tvSeasonDetails(TVSeasonDetailsFeature.Action)
    case tvEpisodeDetails(TVEpisodeDetailsFeature.Action)
    case personDetails(PersonDetailsFeature.Action)

    /// The page's "load" action.
    static func fetch(for destination: Destination) -> DestinationAction {
        switch destination {
        case .movieDetails: .movieDetails(.fetch)
        case .tvSeriesDetails: .tvSeriesDetails(.fetch)
        case .tvSeasonDetails: .tvSeasonDetails(.fetch)
        case .tvEpisodeDetails: .tvEpisodeDetails(.fetch)
        case .personDetails: .personDetails(.fetch)
        }
    }

    /// The route a page asked to open, if this is a navigation request.
    var navigationRequest: Route? {
        switch self {
        case .movieDetails(.navigate(let route)), .tvSeriesDetails(.navigate(let route)),
             .tvSeasonDetails(.navigate(let route)), .personDetails(.navigate(let route)):
            route
        default:
            nil
        }
    }
}
