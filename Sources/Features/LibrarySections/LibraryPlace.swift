import Catalog

/// Which part of the library a Library route shows: a section by status (or Hidden), or one of the user's
/// lists by id.
public enum LibraryPlace: Hashable, Sendable {
    case section(LibrarySection)
    case list(id: Int)
}

extension Route {
    /// The Library section `section` with `query`'s filters (`library/on-hold?with_genres=18`).
    public static func library(_ section: LibrarySection, query: LibraryQuery = LibraryQuery()) -> Route {
        let index = LibrarySection.allCases.firstIndex(of: section) ?? 0
        return Route(LibraryFeature.pattern, [index], query: query.queryText)
    }

    /// The user's list `id` in the Library with `query`'s filters (`library/list/3?sort_by=title.asc`).
    public static func libraryList(id: Int, query: LibraryQuery = LibraryQuery()) -> Route {
        Route(LibraryListRoute.pattern, [id], query: query.queryText)
    }

    /// The same part of the library with `query`'s filters.
    public static func library(_ place: LibraryPlace, query: LibraryQuery = LibraryQuery()) -> Route {
        switch place {
        case .section(let section): .library(section, query: query)
        case .list(let id): .libraryList(id: id, query: query)
        }
    }

    /// What a Library route shows; nil for other routes.
    public var libraryPlace: LibraryPlace? {
        if pattern == LibraryListRoute.pattern { return .list(id: numbers[0]) }
        guard pattern == LibraryFeature.pattern else { return nil }
        return pattern.choice(numbers).flatMap(LibrarySection.init(rawValue:)).map(LibraryPlace.section)
    }

    /// The filters of a Library route (checked when the route was parsed); none for other routes.
    public var libraryQuery: LibraryQuery {
        guard pattern.query == .libraryFilters else { return LibraryQuery() }
        return (try? LibraryQuery(parsing: query)) ?? LibraryQuery()
    }
}
