import Catalog
import TMDb

extension ExploreFeature {
    /// Dependencies: the catalog the carousels read, and the titles the user hid (left out of the carousels).
    public struct Client: Sendable {
        public let catalog: any CatalogReader<TMDbClient>
        public let hiddenTitles: @Sendable () async -> Set<LibraryTitle>
        /// Loads the For You section (``ForYouFeature``); nil: Explore has none (its dump).
        public let forYou: (@Sendable () async throws -> Fetched<ForYouList>)?

        public init(
            catalog: any CatalogReader<TMDbClient>,
            hiddenTitles: @escaping @Sendable () async -> Set<LibraryTitle> = { [] },
            forYou: (@Sendable () async throws -> Fetched<ForYouList>)? = nil
        ) {
            self.catalog = catalog
            self.hiddenTitles = hiddenTitles
            self.forYou = forYou
        }
    }
}
