import Catalog
import Foundation
import TMDb

/// The TMDb target: the input is the body of every details and list response in turn.
enum TMDbResponses {
    /// Answers every request with the same body.
    private struct FixedBody: TMDbTransport {
        let body: Data

        func send(_ request: TMDbRequest) async throws -> TMDbResponse {
            TMDbResponse(status: 200, body: body)
        }
    }

    /// Decodes `body` as each response; a decoding error is a fine outcome, a trap is not.
    static func decodeAll(_ body: Data) {
        let client = TMDbClient(transport: FixedBody(body: body), credential: nil, retry: RetryPolicy(maxAttempts: 1))
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            _ = try? await client.fetch(MovieResource(id: 1))
            _ = try? await client.fetch(TVSeriesResource(id: 1))
            _ = try? await client.fetch(TVSeasonResource(1, inSeries: 1))
            _ = try? await client.fetch(TVEpisodeResource(1, inSeason: 1, inSeries: 1))
            _ = try? await client.fetch(PersonResource(id: 1))
            for section in ExploreSectionID.allCases {
                if let page = try? await client.fetch(ExploreSectionResource(section, page: 1)) { check(page) }
            }
            if let page = try? await client.search(query: "q", page: 1) { check(page) }
            _ = try? await client.imageConfiguration()
            _ = try? await client.genres(for: .movie)
            done.signal()
        }
        done.wait()
    }

    /// What a decoded page always satisfies.
    private static func check(_ page: Page<MediaItem>) {
        precondition(page.page >= 1 && page.totalPages >= page.page, "page numbers out of order")
        precondition(page.totalResults >= page.results.count, "fewer total results than results")
    }
}
