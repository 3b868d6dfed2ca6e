import Catalog
import Foundation
import Localization

/// What the collection page shows.
public struct MovieCollectionDisplay: Equatable, Sendable {
    /// The collection's name (title and heading).
    public let title: String
    /// "11 movies".
    public let movieCount: String
    /// nil hides the overview.
    public let overview: String?
    /// The poster at details size; nil shows a placeholder.
    public let posterURL: String?
    /// The backdrop at full size (header); nil shows a placeholder.
    public let backdropURL: String?
    /// The movies in release order, those without a date last.
    public let parts: [MediaCard]

    public init(_ collection: MovieCollection) {
        title = collection.name
        movieCount = Self.movieCount(collection.parts.count)
        overview = DisplayFormat.nonBlank(collection.overview)
        posterURL = collection.poster?.detail
        backdropURL = collection.backdrop?.full
        parts = collection.partsInReleaseOrder.map { MediaCard(.movie($0)) }
    }

    /// "1 movie", "11 movies".
    public static func movieCount(_ count: Int) -> String {
        String(format: ntr("%ld movie", "%ld movies", count), count)
    }

    /// The page menu's item (and its action's accessible name).
    public static var markAllWatched: String { tr("Mark All _Watched") }

    /// The heading above the movies.
    public static var moviesHeading: String { tr("Movies") }
}

extension DetailsState where Page == MovieCollectionFeature {
    /// The display model when the collection is loaded.
    public var display: MovieCollectionDisplay? { content.content.map(MovieCollectionDisplay.init) }
}
