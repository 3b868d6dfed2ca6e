import Catalog

extension SearchFeature {
    /// The screen's state.
    public struct State: Equatable, Sendable {
        /// The text in the search entry, as typed.
        public var query = ""
        /// The trimmed query whose results are loading or shown; nil when the query is blank.
        public var searchedQuery: String?
        /// `.initial` while the query is blank (show recent searches); `.empty` = no results.
        public var results: ViewState<[MediaItem]> = .initial
        /// The last page loaded and how many there are.
        public var page = 0
        public var totalPages = 0
        public var isLoadingNextPage = false
        /// Set when loading the next page failed (the loaded results stay).
        public var nextPageError: ErrorInfo?
        /// Most recent first, at most 10, no duplicates.
        public var recentSearches: [String] = []

        /// The initial state, with `query` in the entry.
        public init(query: String = "") {
            self.query = query
        }

        /// Whether to show recent searches instead of results (blank query).
        public var showsRecentSearches: Bool { searchedQuery == nil }

        /// Whether more results can be loaded.
        public var canLoadNextPage: Bool { results.content != nil && page < totalPages }

        /// The route of this page.
        public var route: Route { .search(query: query) }
    }
}
