import Catalog

extension PersonDetailsFeature {
    /// What the user or an effect can do on the screen.
    public enum Action: Equatable, Sendable {
        /// Load unless already loading or loaded.
        case fetch
        /// Load again after an error.
        case retry
        case loaded(Fetched<Person>)
        case failed(CatalogError)
        /// The user activated a known-for title.
        case creditSelected(WatchlistKind, id: Int)
        /// Navigation request, handled by the app root.
        case navigate(Route)
    }
}
