import Catalog
import Foundation

/// What the series page shows: what every title page shows (``TitlePageDisplay``, whose properties read as
/// the display's: `display.title`) and the seasons.
@dynamicMemberLookup
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

    /// What the movie page shows too.
    public let titlePage: TitlePageDisplay
    /// Regular seasons by number, then specials (season 0); seasons without episodes are hidden.
    public let seasons: [SeasonCard]

    public init(_ series: TVSeries, isOnWatchlist: Bool, myServices: Set<Int> = [], locale: Locale = .current) {
        titlePage = TitlePageDisplay(series, isOnWatchlist: isOnWatchlist, myServices: myServices, locale: locale)
        seasons = Self.orderedSeasons(series.seasons).map { season in
            SeasonCard(
                id: season.seasonNumber, name: season.name,
                episodeCount: DisplayFormat.episodeCount(season.episodeCount),
                year: DisplayFormat.year(season.airDate), posterURL: season.poster?.card,
                route: .tvSeason(seriesID: series.id, season: season.seasonNumber))
        }
    }

    /// Under the name: certification, first-air year and genres, those known.
    public var facts: [String] {
        [titlePage.certification, titlePage.year, titlePage.genresText].compactMap { $0 }
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<TitlePageDisplay, Value>) -> Value {
        titlePage[keyPath: keyPath]
    }

    /// Seasons with episodes, regular ones by number and specials (season 0) last.
    static func orderedSeasons(_ seasons: [TVSeasonSummary]) -> [TVSeasonSummary] {
        var seen = Set<Int>()
        return
            seasons
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
