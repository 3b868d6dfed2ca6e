import Catalog
import Foundation
import HTTP

/// The signed-in TMDb account as account sync sees it: its lists read through v4 (all pages), its
/// watchlist and ratings written through v3. Ratings are TMDb's 0.5–10, rounded to Popcorn's 1–10.
public struct TMDbAccount: AccountRemote {
    /// Pages of one list read at once.
    static let pageWidth = 4
    let client: TMDbClient
    let session: TMDbAccountSession

    public init(client: TMDbClient, session: TMDbAccountSession) {
        self.client = client
        self.session = session
    }

    public func syncSide() async throws -> SyncSide {
        var side = SyncSide()
        for kind in WatchlistKind.allCases {
            for item in try await list(kind, "watchlist") {
                side.values[.watchlist(kind, id: item.id)] = SyncItem.onWatchlist
            }
            for item in try await list(kind, "rated") {
                guard let value = item.rating.map(Self.localRating) else { continue }
                let title: TrackedTitle = kind == .movie ? .movie(id: item.id) : .series(id: item.id)
                side.values[.rating(title)] = value
                side.changedAt[.rating(title)] = item.ratedAt.flatMap(Self.time)
            }
        }
        for episode in try await ratedEpisodes() {
            let key = EpisodeKey(seriesID: episode.seriesID, season: episode.season, episode: episode.episode)
            side.values[.rating(.episode(key))] = Self.localRating(episode.rating)
        }
        return side
    }

    public func write(_ change: SyncChange) async throws {
        let sessionQuery = [QueryItem("session_id", session.sessionID)]
        let request: TMDbRequest
        switch change.item {
        case .watchlist(let kind, let id):
            request = try client.appRequest(.post, .v3, "/account/\(session.accountID)/watchlist", query: sessionQuery,
                                            body: ["media_type": kind == .movie ? "movie" : "tv", "media_id": id,
                                                   "watchlist": change.value != nil])
        case .rating(let title):
            if let value = change.value {
                request = try client.appRequest(.post, .v3, Self.ratingPath(title), query: sessionQuery,
                                                body: ["value": Double(value)])
            } else {
                request = try client.appRequest(.delete, .v3, Self.ratingPath(title), query: sessionQuery)
            }
        }
        let _: IgnoredBody = try await client.send(request)
    }

    /// `/movie/ID/rating`, `/tv/ID/rating`, `/tv/ID/season/S/episode/E/rating`.
    static func ratingPath(_ title: TrackedTitle) -> String {
        switch title {
        case .movie(let id): "/movie/\(id)/rating"
        case .series(let id): "/tv/\(id)/rating"
        case .episode(let key): "/tv/\(key.seriesID)/season/\(key.season)/episode/\(key.episode)/rating"
        }
    }

    /// TMDb's 0.5–10 as Popcorn's 1–10 (rounded half up).
    static func localRating(_ value: Double) -> Int {
        min(Rating.range.upperBound, max(Rating.range.lowerBound, Int((value).rounded(.toNearestOrAwayFromZero))))
    }

    /// "2026-11-24T10:00:00.000Z" (with or without fractional seconds) in seconds since 1970.
    static func time(_ text: String) -> Double? {
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let plain = ISO8601DateFormatter()
        return (fractional.date(from: text) ?? plain.date(from: text))?.timeIntervalSince1970
    }

    /// Every page of `/4/account/{object id}/{movie|tv}/{watchlist|rated}`, with the user's access token.
    private func list(_ kind: WatchlistKind, _ name: String) async throws -> [AccountListItemDTO] {
        let path = "/account/\(session.accountObjectID)/\(kind == .movie ? "movie" : "tv")/\(name)"
        return try await allPages { page in
            TMDbRequest(.get, version: .v4, path: path, query: [QueryItem("page", String(page))],
                        headers: ["Accept": "application/json", "Authorization": "Bearer \(session.accessToken)"])
        }
    }

    /// Every page of v3's `/account/{id}/rated/tv/episodes`.
    private func ratedEpisodes() async throws -> [RatedEpisodeDTO] {
        let path = "/account/\(session.accountID)/rated/tv/episodes"
        return try await allPages { page in
            try client.appRequest(.get, .v3, path, query: [QueryItem("session_id", session.sessionID),
                                                            QueryItem("page", String(page))])
        }
    }

    private func allPages<Item: Decodable & Sendable>(_ request: @escaping @Sendable (Int) throws -> TMDbRequest)
        async throws -> [Item] {
        let client = client
        let first: PageDTO<Item> = try await client.send(try request(1))
        let rest = Array(2...max(2, min(first.totalPages, 500))).filter { $0 <= first.totalPages }
        let pages = try await rest.concurrentMap(width: Self.pageWidth) { page -> [Item] in
            let dto: PageDTO<Item> = try await client.send(try request(page))
            return dto.results
        }
        return first.results + pages.flatMap { $0 }
    }
}
