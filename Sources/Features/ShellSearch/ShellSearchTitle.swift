import Catalog
import Foundation
import Localization

/// A title the overview can show: a movie, series or person with the years a series aired.
public struct ShellSearchTitle: Sendable, Hashable {
    public let item: MediaItem
    /// The year of a series' latest season (its first air year comes with `item`); nil otherwise.
    public let lastYear: Int?

    public init(_ item: MediaItem, lastYear: Int? = nil) {
        self.item = item
        self.lastYear = lastYear
    }

    /// The result's id: the route of its page ("movie/603", "tv/1399", "person/31").
    public var route: String {
        switch item {
        case .movie(let movie): Route.movie(id: movie.id).description
        case .tvSeries(let series): Route.tvSeries(id: series.id).description
        case .person(let person): Route.person(id: person.id).description
        }
    }

    /// "Movie · 1999", "TV Series · 2011–2019", "Person".
    public var description: String {
        switch item {
        case .movie:
            return item.year.map { String(format: tr("Movie · %ld"), $0) } ?? tr("Movie")
        case .tvSeries:
            guard let first = item.year else { return tr("TV Series") }
            guard let lastYear, lastYear > first else { return String(format: tr("TV Series · %ld"), first) }
            return String(format: tr("TV Series · %ld–%ld"), first, lastYear)
        case .person:
            return tr("Person")
        }
    }
}
