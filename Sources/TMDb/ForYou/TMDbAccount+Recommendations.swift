import Catalog
import HTTP

extension TMDbAccount {
    /// The first page of TMDb's recommendations for the signed-in account,
    /// `GET /4/account/{account_object_id}/movie/recommendations` or `…/tv/recommendations` with the user's
    /// access token (https://developer.themoviedb.org/v4/reference/account-movie-recommendations and
    /// https://developer.themoviedb.org/v4/reference/account-tv-recommendations: a page of list items,
    /// `page`, `results`, `total_pages`, `total_results`; a refused token is HTTP 401, status code 3).
    public func recommendations(_ kind: WatchlistKind) async throws -> [MediaItem] {
        let path = "/account/\(session.accountObjectID)/\(kind == .movie ? "movie" : "tv")/recommendations"
        let request = userRequest(.get, path, query: [QueryItem("page", "1")])
        switch kind {
        case .movie:
            let page: PageDTO<MovieListItemDTO> = try await client.send(request)
            return page.results.map { .movie(client.images.movieSummary($0)) }
        case .tvSeries:
            let page: PageDTO<TVListItemDTO> = try await client.send(request)
            return page.results.map { .tvSeries(client.images.seriesSummary($0)) }
        }
    }
}
