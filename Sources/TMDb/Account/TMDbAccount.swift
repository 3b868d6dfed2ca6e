import Catalog
import Foundation
import HTTP
import Localization

/// The signed-in TMDb account as account sync sees it: its lists read through v4 (all pages), its
/// watchlist and ratings written through v3. Ratings are TMDb's 0.5–10, rounded to Popcorn's 1–10; a rating
/// off that scale is left out of the sync with a warning.
public struct TMDbAccount: AccountRemote {
    /// Pages of one list read at once.
    static let pageWidth = 4
    /// The last page TMDb serves (a higher `page` is its error 22: https://developer.themoviedb.org/docs/errors).
    static let maxPages = 500
    let client: TMDbClient
    let session: TMDbAccountSession
    let log: @Sendable (String) -> Void

    /// - Parameter log: receives the warnings about items left out of a sync (`Log.warning` in the app).
    public init(
        client: TMDbClient, session: TMDbAccountSession,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.client = client
        self.session = session
        self.log = log
    }

    public func syncSide() async throws -> SyncSide {
        var side = SyncSide()
        for kind in WatchlistKind.allCases {
            for item in try await list(kind, "watchlist") {
                side.values[.watchlist(kind, id: item.id)] = SyncItem.onWatchlist
            }
            for item in try await list(kind, "rated") {
                let title: TrackedTitle = kind == .movie ? .movie(id: item.id) : .series(id: item.id)
                read(item.rating, of: .rating(title), ratedAt: ISO8601Time.instant(item.ratedAt), into: &side)
            }
        }
        for episode in try await ratedEpisodes() {
            let key = EpisodeKey(seriesID: episode.seriesID, season: episode.season, episode: episode.episode)
            read(episode.rating, of: .rating(.episode(key)), ratedAt: nil, into: &side)
        }
        return side
    }

    /// Sets `item` to TMDb's `rating` in `side`; a rating off TMDb's scale leaves it unreadable, with a warning.
    private func read(_ rating: Double?, of item: SyncItem, ratedAt: Double?, into side: inout SyncSide) {
        guard let rating, let value = Self.localRating(rating) else {
            side.unreadable.insert(item)
            log(
                rating.map {
                    String(
                        format: tr("Left TMDb's %@ out of the sync: %@ is not a rating from 0.5 to 10."),
                        item.description, "\($0)")
                }
                    ?? String(
                        format: tr("Left TMDb's %@ out of the sync: it has no readable rating."), item.description))
            return
        }
        side.values[item] = value
        side.changedAt[item] = ratedAt
    }

    public func write(_ change: SyncChange) async throws {
        let sessionQuery = [QueryItem("session_id", session.sessionID)]
        var request: TMDbRequest
        switch change.item {
        case .watchlist(let kind, let id):
            request = try client.appRequest(
                .post, .v3, "/account/\(session.accountID)/watchlist", query: sessionQuery,
                body: [
                    "media_type": kind == .movie ? "movie" : "tv", "media_id": id,
                    "watchlist": change.value != nil,
                ])
        case .rating(let title):
            if let value = change.value {
                request = try client.appRequest(
                    .post, .v3, Self.ratingPath(title), query: sessionQuery,
                    body: ["value": Double(value)])
            } else {
                request = try client.appRequest(.delete, .v3, Self.ratingPath(title), query: sessionQuery)
            }
        }
        request.maxBodyBytes = TMDbStatusAnswer.maxBytes
        let response = try await client.sendWithRetries(request)
        try Self.checkWriteAnswer(status: response.status, body: response.body)
    }

    /// Throws unless a write's answer is TMDb's documented success: HTTP 200 or 201 with `"success": true`
    /// and `status_code` 1, 12 or 13 (https://developer.themoviedb.org/docs/errors). Anything else — another
    /// 2xx, another code, a body of another shape — is not taken as agreed: the change stays pending.
    static func checkWriteAnswer(status: Int, body: Data) throws {
        guard status == 200 || status == 201, let answer = TMDbStatusAnswer(body: body), answer.success == true,
            let code = answer.code, TMDbStatusAnswer.successCodes.contains(code)
        else {
            throw TMDbClient.error(
                forUndecodable: body, status: status,
                detail: "HTTP \(status) without TMDb's success answer to a write")
        }
    }

    /// `/movie/ID/rating`, `/tv/ID/rating`, `/tv/ID/season/S/episode/E/rating`.
    static func ratingPath(_ title: TrackedTitle) -> String {
        switch title {
        case .movie(let id): "/movie/\(id)/rating"
        case .series(let id): "/tv/\(id)/rating"
        case .episode(let key): "/tv/\(key.seriesID)/season/\(key.season)/episode/\(key.episode)/rating"
        }
    }

    /// TMDb's 0.5–10 as Popcorn's 1–10 (rounded half up); nil off that scale, NaN and infinities included.
    static func localRating(_ value: Double) -> Int? {
        guard (0.5...10).contains(value) else { return nil }
        return min(Rating.range.upperBound, max(Rating.range.lowerBound, Int(value.rounded(.toNearestOrAwayFromZero))))
    }

    /// Every page of `/4/account/{object id}/{movie|tv}/{watchlist|rated}`, with the user's access token.
    private func list(_ kind: WatchlistKind, _ name: String) async throws -> [AccountListItemDTO] {
        let path = "/account/\(session.accountObjectID)/\(kind == .movie ? "movie" : "tv")/\(name)"
        return try await allPages(key: { [$0.id] }) { page in
            userRequest(.get, path, query: [QueryItem("page", String(page))])
        }
    }

    /// Every page of v3's `/account/{id}/rated/tv/episodes`.
    private func ratedEpisodes() async throws -> [RatedEpisodeDTO] {
        let path = "/account/\(session.accountID)/rated/tv/episodes"
        return try await allPages(key: { [$0.seriesID, $0.season, $0.episode] }) { page in
            try client.appRequest(
                .get, .v3, path,
                query: [
                    QueryItem("session_id", session.sessionID),
                    QueryItem("page", String(page)),
                ])
        }
    }

    /// Every item of a list, read page by page. A sync takes what is missing for removed, so the pages must
    /// agree with what TMDb guarantees of them, else the read is a decoding error: each is the page asked
    /// for, all give the same `total_pages` (at most 500) and `total_results`, and together they hold
    /// `total_results` different items (by `key`).
    func allPages<Item: Decodable & Sendable>(
        key: @escaping (Item) -> [Int],
        _ request: @escaping @Sendable (Int) throws -> TMDbRequest
    )
        async throws -> [Item]
    {
        let client = client
        let first = try await (client.send(try request(1)) as AccountPageDTO<Item>).page
        let (totalPages, totalResults) = (first.totalPages, first.totalResults)
        try Self.check(first, requested: 1, totalPages: totalPages, totalResults: totalResults)
        let rest = totalPages < 2 ? [] : Array(2...totalPages)
        let pages = try await rest.concurrentMap(width: Self.pageWidth) { page -> [Item] in
            let dto = try await (client.send(try request(page)) as AccountPageDTO<Item>).page
            try Self.check(dto, requested: page, totalPages: totalPages, totalResults: totalResults)
            return dto.results
        }
        let items = first.results + pages.flatMap { $0 }
        guard items.count == totalResults, Set(items.map(key)).count == totalResults else {
            throw CatalogError.decoding("the pages hold \(items.count) items, total_results says \(totalResults)")
        }
        return items
    }

    /// Throws unless `page` is page `requested` of a list of `totalPages` pages and `totalResults` items
    /// (those of its first page): no pages for an empty list or one, else 1–500.
    static func check<Item>(_ page: PageDTO<Item>, requested: Int, totalPages: Int, totalResults: Int) throws {
        let pageCounts = totalResults == 0 ? 0...1 : 1...maxPages
        guard page.page == requested, page.totalPages == totalPages, page.totalResults == totalResults,
            pageCounts.contains(totalPages), page.results.count <= totalResults
        else {
            throw CatalogError.decoding(
                "page \(page.page) of \(page.totalPages) (\(page.totalResults) results) "
                    + "where page \(requested) of \(totalPages) (\(totalResults)) was expected")
        }
    }
}
