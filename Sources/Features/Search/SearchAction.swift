import Catalog

extension SearchFeature {
    /// What the user or an effect can do on the screen.
    public enum Action: Equatable, Sendable {
        /// Load recent searches (when the page is first shown).
        case task
        case recentSearchesLoaded([String])
        /// The entry's text changed: search after a 300 ms pause.
        case queryChanged(String)
        /// Enter pressed: search now and remember the query.
        case submitted
        case searchResponse(query: String, Page<MediaItem>)
        case searchFailed(query: String, CatalogError)
        /// The list scrolled to its end.
        case loadNextPage
        case nextPageResponse(query: String, Page<MediaItem>)
        case nextPageFailed(query: String, CatalogError)
        /// Retry after an error (first page or next page).
        case retry
        /// A recent search was activated: search it now.
        case recentSearchSelected(String)
        case clearRecentSearches
        /// "Clear Search" of the empty results: empty the entry (recent searches show again).
        case clearSearch
        /// A result was activated: remember the query and open the result.
        case resultSelected(MediaItem)
        /// Navigation request, handled by the app root.
        case navigate(Route)
    }
}
