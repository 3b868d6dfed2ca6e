import Catalog

extension TVSeasonDetailsFeature {
    /// What the user or an effect can do on the screen.
    public enum Action: Equatable, Sendable {
        /// Load unless already loading or loaded.
        case fetch
        /// Load again after an error.
        case retry
        case loaded(Fetched<TVSeason>)
        case failed(CatalogError)
        /// The user activated an episode row.
        case episodeSelected(episodeNumber: Int)
        /// Navigation request, handled by the app root.
        case navigate(Route)
    }
}
