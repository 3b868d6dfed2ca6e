import Catalog
import Foundation

/// The movies of the first page of the multi-search for a title (what matching an imported film by its
/// title needs), decoded as ``PageDTO`` of ``MultiItemDTO``; cached by the title, case and spaces aside.
public struct MovieSearchResource: CatalogResource {
    public static let name = "movieSearch"

    /// The title searched, trimmed.
    public let query: String

    public init(title: String) {
        query = title.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public var cacheKey: String { query.lowercased() }

    public func fetch(from client: TMDbClient) async throws(CatalogError) -> [MovieSummary] {
        try await client.searchPage(query: query, page: 1).results.compactMap { item in
            if case .movie(let movie) = item { return movie }
            return nil
        }
    }
}
