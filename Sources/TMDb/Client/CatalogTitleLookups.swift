import Catalog

/// The lookups of an import (``TitleLookupRepository``) through the catalog, cache-first like every read:
/// TMDb's search for a film's title (``MovieSearchResource``) and `/find` for an IMDb id
/// (``ExternalIDResource``).
public struct CatalogTitleLookups: TitleLookupRepository {
    let catalog: any CatalogReader<TMDbClient>

    public init(catalog: any CatalogReader<TMDbClient>) {
        self.catalog = catalog
    }

    public nonisolated(nonsending) func movies(titled title: String) async throws -> Fetched<[MovieSummary]> {
        try await catalog.read(MovieSearchResource(title: title))
    }

    public nonisolated(nonsending) func title(imdbID: String) async throws -> Fetched<ExternalTitle?> {
        try await catalog.read(ExternalIDResource(imdbID: imdbID))
    }
}
