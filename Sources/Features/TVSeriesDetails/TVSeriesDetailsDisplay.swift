import Catalog
import Foundation

/// What the series page shows.
public struct TVSeriesDetailsDisplay: Equatable, Sendable {
    /// One season card.
    public struct SeasonCard: Equatable, Sendable, Identifiable {
        /// The season number (0 = specials).
        public let id: Int
        public let name: String
        /// "10 episodes".
        public let episodeCount: String
        /// "2008"; nil when unknown.
        public let year: String?
        /// Poster at card size; nil shows a placeholder.
        public let posterURL: String?
        public let route: Route
    }

    public let title: String
    /// nil hides the tagline.
    public let tagline: String?
    /// First-air year; nil when unknown.
    public let year: String?
    public let genres: [String]
    /// "Drama, Crime"; nil when there are none.
    public let genresText: String?
    /// nil hides the overview.
    public let overview: String?
    public let posterURL: String?
    public let backdropURL: String?
    /// Regular seasons by number, then specials (season 0); seasons without episodes are hidden.
    public let seasons: [SeasonCard]
    /// Cast in billing order.
    public let cast: [CastCard]
    public let watchlistButton: WatchlistButton
    /// The region's rating ("TV-14"); nil when there is none.
    public let certification: String?
    /// nil hides the section (where to watch is unknown).
    public let whereToWatch: WhereToWatchDisplay?
    /// The first trailer's page; nil hides "Play Trailer".
    public let trailerURL: String?
    /// The full cast and crew ("See All" of the cast).
    public let creditsRoute: Route
    /// TMDb's user score ("7.8 · 12,345 votes"); nil hides it (unknown, or nobody voted).
    public let score: String?

    public init(_ series: TVSeries, isOnWatchlist: Bool, myServices: Set<Int> = [], locale: Locale = .current) {
        title = series.name
        tagline = DisplayFormat.nonBlank(series.tagline)
        year = DisplayFormat.year(series.firstAirDate)
        genres = series.genres.map(\.name)
        genresText = genres.isEmpty ? nil : DisplayFormat.list(genres)
        overview = DisplayFormat.nonBlank(series.overview)
        posterURL = series.poster?.detail
        backdropURL = series.backdrop?.full
        seasons = Self.orderedSeasons(series.seasons).map { season in
            SeasonCard(id: season.seasonNumber, name: season.name,
                       episodeCount: DisplayFormat.episodeCount(season.episodeCount),
                       year: DisplayFormat.year(season.airDate), posterURL: season.poster?.card,
                       route: .tvSeason(seriesID: series.id, season: season.seasonNumber))
        }
        cast = CastCard.ordered(series.cast)
        watchlistButton = WatchlistButton(isOnWatchlist: isOnWatchlist)
        certification = DisplayFormat.nonBlank(series.certification)
        whereToWatch = series.watchProviders.map { WhereToWatchDisplay($0, myServices: myServices) }
        trailerURL = series.trailers.first?.url
        creditsRoute = .tvSeriesCredits(id: series.id)
        score = DisplayFormat.score(series.score, locale: locale)
    }

    /// Seasons with episodes, regular ones by number and specials (season 0) last.
    static func orderedSeasons(_ seasons: [TVSeasonSummary]) -> [TVSeasonSummary] {
        var seen = Set<Int>()
        return seasons
            .filter { $0.episodeCount > 0 && seen.insert($0.seasonNumber).inserted }
            .sorted { lhs, rhs in
                let lhsKey = lhs.seasonNumber == 0 ? Int.max : lhs.seasonNumber
                let rhsKey = rhs.seasonNumber == 0 ? Int.max : rhs.seasonNumber
                return lhsKey < rhsKey
            }
    }
}

extension DetailsState where Page == TVSeriesDetailsFeature {
    /// The display model when the series is loaded.
    public var display: TVSeriesDetailsDisplay? { display(myServices: []) }

    /// The display model when the series is loaded, the user's streaming services highlighted.
    public func display(myServices: Set<Int>) -> TVSeriesDetailsDisplay? {
        content.content.map { TVSeriesDetailsDisplay($0, isOnWatchlist: own.isOnWatchlist, myServices: myServices) }
    }
}
