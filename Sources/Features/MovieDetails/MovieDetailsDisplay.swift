import Catalog
import Foundation

/// What the movie page shows: what every title page shows (``TitlePageDisplay``, whose properties read as
/// the display's: `display.title`), the runtime and the recommendations.
@dynamicMemberLookup
public struct MovieDetailsDisplay: Equatable, Sendable {
    /// What the series page shows too.
    public let titlePage: TitlePageDisplay
    /// "2 h 5 min"; nil when unknown.
    public let runtime: String?
    public let recommendations: [MediaCard]
    /// "Part of the Star Wars Collection", linking to it; nil when the movie is part of none.
    public let collectionLink: MovieCollectionLinkDisplay?

    public init(_ movie: Movie, isOnWatchlist: Bool, myServices: Set<Int> = [], locale: Locale = .current) {
        titlePage = TitlePageDisplay(movie, isOnWatchlist: isOnWatchlist, myServices: myServices, locale: locale)
        runtime = DisplayFormat.runtime(minutes: movie.runtime)
        var seen = Set<Int>()
        recommendations = movie.recommendations
            .filter { $0.id != movie.id && seen.insert($0.id).inserted }
            .map { MediaCard(.movie($0)) }
        collectionLink = movie.collection.map(MovieCollectionLinkDisplay.init)
    }

    /// Under the title: certification, year, runtime and genres, those known.
    public var facts: [String] {
        [titlePage.certification, titlePage.year, runtime, titlePage.genresText].compactMap { $0 }
    }

    /// The dump's members for the pages the movie's page links to (its collection).
    static func linkDumpMembers(_ movie: Movie) -> [(String, DumpJSON)] {
        [MovieCollectionLinkDisplay.dumpMember(of: movie)]
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<TitlePageDisplay, Value>) -> Value {
        titlePage[keyPath: keyPath]
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
