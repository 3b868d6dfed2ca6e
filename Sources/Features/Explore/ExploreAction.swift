import Catalog

extension ExploreFeature {
    /// What the user or an effect can do on the screen.
    public enum Action: Equatable, Sendable {
        /// Load every section that has not been requested yet.
        case fetch
        /// Reload every section.
        case refresh
        /// Reload one section (its Retry button).
        case retry(ExploreSectionID)
        case sectionLoaded(ExploreSectionID, Fetched<Page<MediaItem>>)
        case sectionFailed(ExploreSectionID, CatalogError)
        case forYouLoaded(Fetched<ForYouList>)
        case forYouFailed(CatalogError)
        /// Reload the For You section (its Retry button).
        case retryForYou
        /// The user hid these titles: they leave the carousels at once.
        case titlesHidden(Set<LibraryTitle>)
        /// The user activated a card.
        case itemSelected(MediaItem)
        /// Navigation request, handled by the app root.
        case navigate(Route)
    }
}
