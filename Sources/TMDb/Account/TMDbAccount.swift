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
            add(watchlist: try await list(kind, "watchlist", newestOnly: false), of: kind, to: &side)
            add(ratings: try await list(kind, "rated", newestOnly: false), of: kind, to: &side)
        }
        add(episodeRatings: try await ratedEpisodes(newestOnly: false), to: &side)
        return side
    }

    /// The five first pages read at once (a full read goes list by list, ``pageWidth`` pages at a time).
    public func newestSide() async throws -> SyncSide {
        async let movieWatchlist = list(.movie, "watchlist", newestOnly: true)
        async let seriesWatchlist = list(.tvSeries, "watchlist", newestOnly: true)
        async let movieRatings = list(.movie, "rated", newestOnly: true)
        async let seriesRatings = list(.tvSeries, "rated", newestOnly: true)
        async let episodeRatings = ratedEpisodes(newestOnly: true)
        var side = SyncSide()
        add(watchlist: try await movieWatchlist, of: .movie, to: &side)
        add(watchlist: try await seriesWatchlist, of: .tvSeries, to: &side)
        add(ratings: try await movieRatings, of: .movie, to: &side)
        add(ratings: try await seriesRatings, of: .tvSeries, to: &side)
        add(episodeRatings: try await episodeRatings, to: &side)
        return side
    }

    private func add(watchlist items: [AccountListItemDTO], of kind: WatchlistKind, to side: inout SyncSide) {
        for item in items { side.values[.watchlist(kind, id: item.id)] = SyncItem.onWatchlist }
    }

    private func add(ratings items: [AccountListItemDTO], of kind: WatchlistKind, to side: inout SyncSide) {
        for item in items {
            let title: TrackedTitle = kind == .movie ? .movie(id: item.id) : .series(id: item.id)
            read(item.rating, of: .rating(title), ratedAt: ISO8601Time.instant(item.ratedAt), into: &side)
        }
    }

    private func add(episodeRatings episodes: [RatedEpisodeDTO], to side: inout SyncSide) {
        for episode in episodes {
            let key = EpisodeKey(seriesID: episode.seriesID, season: episode.season, episode: episode.episode)
            read(episode.rating, of: .rating(.episode(key)), ratedAt: nil, into: &side)
        }
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

    /// Every page of `/4/account/{object id}/{movie|tv}/{watchlist|rated}`, or only the newest, with the
    /// user's access token.
    private func list(_ kind: WatchlistKind, _ name: String, newestOnly: Bool) async throws -> [AccountListItemDTO] {
        let path = "/account/\(session.accountObjectID)/\(kind == .movie ? "movie" : "tv")/\(name)"
        let request: @Sendable (Int) -> TMDbRequest = { page in
            userRequest(.get, path, query: Self.pageQuery(page, newestOnly: newestOnly))
        }
        if newestOnly { return try await newestPage(request) }
        return try await allPages(key: { [$0.id] }, request)
    }

    /// Every page of v3's `/account/{id}/rated/tv/episodes`, or only the newest.
    private func ratedEpisodes(newestOnly: Bool) async throws -> [RatedEpisodeDTO] {
        let path = "/account/\(session.accountID)/rated/tv/episodes"
        let request: @Sendable (Int) throws -> TMDbRequest = { page in
            try client.appRequest(
                .get, .v3, path,
                query: [QueryItem("session_id", session.sessionID)] + Self.pageQuery(page, newestOnly: newestOnly))
        }
        if newestOnly { return try await newestPage(request) }
        return try await allPages(key: { [$0.seriesID, $0.season, $0.episode] }, request)
    }

    /// `page`, and for the newest items TMDb's `sort_by=created_at.desc` (the default is `created_at.asc`:
    /// https://developer.themoviedb.org/reference/account-watchlist-movies,
    /// https://developer.themoviedb.org/reference/account-rated-tv-episodes).
    static func pageQuery(_ page: Int, newestOnly: Bool) -> [QueryItem] {
        [QueryItem("page", String(page))] + (newestOnly ? [QueryItem("sort_by", "created_at.desc")] : [])
    }

    /// The first page of a list, read as strictly as ``allPages(key:_:)`` reads each page.
    func newestPage<Item: Decodable & Sendable>(_ request: @escaping @Sendable (Int) throws -> TMDbRequest)
        async throws -> [Item]
    {
        let first = try await (client.send(try request(1)) as AccountPageDTO<Item>).page
        try Self.check(first, requested: 1, totalPages: first.totalPages, totalResults: first.totalResults)
        return first.results
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
