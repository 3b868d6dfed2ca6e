import Catalog

extension TVEpisodeDetailsFeature {
    /// What the user or an effect can do on the screen.
    public enum Action: Equatable, Sendable {
        /// Load unless already loading or loaded.
        case fetch
        /// Load again after an error.
        case retry
        case loaded(Fetched<TVEpisode>)
        case failed(CatalogError)
    }
}
