import Catalog
import TMDb

extension ExploreFeature {
    /// Dependencies: the catalog the carousels read.
    public struct Client: Sendable {
        public let catalog: any CatalogReader<TMDbClient>

        public init(catalog: any CatalogReader<TMDbClient>) {
            self.catalog = catalog
        }
    }
}
