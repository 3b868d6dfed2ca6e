import Catalog
import Foundation

/// What the movie page shows.
public struct MovieDetailsDisplay: Equatable, Sendable {
    public let title: String
    /// nil hides the tagline.
    public let tagline: String?
    /// "2008"; nil when unknown.
    public let year: String?
    /// "2 h 5 min"; nil when unknown.
    public let runtime: String?
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
    public let recommendations: [MediaCard]
    public let watchlistButton: WatchlistButton
    /// The region's rating ("PG-13"); nil when there is none.
    public let certification: String?
    /// nil hides the section (where to watch is unknown).
    public let whereToWatch: WhereToWatchDisplay?
    /// The first trailer's page; nil hides "Play Trailer".
    public let trailerURL: String?
    /// The full cast and crew ("See All" of the cast).
    public let creditsRoute: Route
    /// TMDb's user score ("7.8 · 12,345 votes"); nil hides it (unknown, or nobody voted).
    public let score: String?

    public init(_ movie: Movie, isOnWatchlist: Bool, myServices: Set<Int> = [], locale: Locale = .current) {
        title = movie.title
        tagline = DisplayFormat.nonBlank(movie.tagline)
        year = DisplayFormat.year(movie.releaseDate)
        runtime = DisplayFormat.runtime(minutes: movie.runtime)
        genres = movie.genres.map(\.name)
        genresText = genres.isEmpty ? nil : DisplayFormat.list(genres)
        overview = DisplayFormat.nonBlank(movie.overview)
        posterURL = movie.poster?.detail
        backdropURL = movie.backdrop?.full
        cast = CastCard.ordered(movie.cast)
        var seen = Set<Int>()
        recommendations = movie.recommendations
            .filter { $0.id != movie.id && seen.insert($0.id).inserted }
            .map { MediaCard(.movie($0)) }
        watchlistButton = WatchlistButton(isOnWatchlist: isOnWatchlist)
        certification = DisplayFormat.nonBlank(movie.certification)
        whereToWatch = movie.watchProviders.map { WhereToWatchDisplay($0, myServices: myServices) }
        trailerURL = movie.trailers.first?.url
        creditsRoute = .movieCredits(id: movie.id)
        score = DisplayFormat.score(movie.score, locale: locale)
    }
}

extension DetailsState where Page == MovieDetailsFeature {
    /// The display model when the movie is loaded.
    public var display: MovieDetailsDisplay? { display(myServices: []) }

    /// The display model when the movie is loaded, the user's streaming services highlighted.
    public func display(myServices: Set<Int>) -> MovieDetailsDisplay? {
        content.content.map { MovieDetailsDisplay($0, isOnWatchlist: own.isOnWatchlist, myServices: myServices) }
    }
}
