import Catalog
import Foundation

/// What the movie and series pages both show: the header (title, tagline, facts, TMDb's score, overview,
/// poster and backdrop), the cast, the watchlist button, "Play Trailer" and "Where to Watch".
public struct TitlePageDisplay: Equatable, Sendable {
    public let title: String
    /// nil hides the tagline.
    public let tagline: String?
    /// The release or first-air year ("2008"); nil when unknown.
    public let year: String?
    /// Genre names in TMDb's order.
    public let genres: [String]
    /// "Drama, Crime"; nil when there are none.
    public let genresText: String?
    /// nil hides the overview.
    public let overview: String?
    /// Poster at details size.
    public let posterURL: String?
    /// Backdrop at full size (header).
    public let backdropURL: String?
    /// Cast in billing order.
    public let cast: [CastCard]
    public let watchlistButton: WatchlistButton
    /// The region's rating ("PG-13", "TV-14"); nil when there is none.
    public let certification: String?
    /// nil hides the section (where to watch is unknown).
    public let whereToWatch: WhereToWatchDisplay?
    /// The first trailer's page; nil hides "Play Trailer".
    public let trailerURL: String?
    /// The full cast and crew ("See All" of the cast).
    public let creditsRoute: Route
    /// TMDb's user score ("7.8 · 12,345 votes"); nil hides it (unknown, or nobody voted).
    public let score: String?

    init(_ details: some TitleDetails, isOnWatchlist: Bool, myServices: Set<Int>, locale: Locale) {
        title = details.name
        tagline = DisplayFormat.nonBlank(details.tagline)
        year = DisplayFormat.year(details.date)
        genres = details.genres.map(\.name)
        genresText = genres.isEmpty ? nil : DisplayFormat.list(genres)
        overview = DisplayFormat.nonBlank(details.overview)
        posterURL = details.poster?.detail
        backdropURL = details.backdrop?.full
        cast = CastCard.ordered(details.cast)
        watchlistButton = WatchlistButton(isOnWatchlist: isOnWatchlist)
        certification = DisplayFormat.nonBlank(details.certification)
        whereToWatch = details.watchProviders.map { WhereToWatchDisplay($0, myServices: myServices) }
        trailerURL = details.trailers.first?.url
        creditsRoute = details.creditsRoute
        score = DisplayFormat.score(details.score, locale: locale)
    }
}
