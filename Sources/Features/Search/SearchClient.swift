import Catalog
import Store

extension SearchFeature {
    /// Dependencies.
    public struct Client: Sendable {
        public let search: any SearchRepository
        public let recentSearches: any RecentSearchesRepository
        /// Times the typing debounce.
        public let clock: any EffectClock

        public init(
            search: any SearchRepository, recentSearches: any RecentSearchesRepository,
            clock: any EffectClock
        ) {
            self.search = search
            self.recentSearches = recentSearches
            self.clock = clock
        }
    }
}
