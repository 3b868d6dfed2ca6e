import Catalog
import Foundation
import Localization

/// The Library page as shown: the sidebar (sections, then the user's lists), the filter bar's choices (each
/// the route it opens) and the empty states. Built from ``LibraryFeature/State`` and the user's services.
public struct LibraryPageDisplay: Equatable, Sendable {
    /// A place in the sidebar.
    public struct Place: Equatable, Sendable {
        public let title: String
        /// The place with the current filters.
        public let route: Route
        public let isSelected: Bool
    }

    /// A choice of a filter menu or a toggle: its label and the route it opens.
    public struct Choice: Equatable, Sendable {
        public let label: String
        public let route: Route
        public let isSelected: Bool
    }

    /// A filter menu: its name (tooltip, accessible name), the selected choice's label and the choices.
    public struct Menu: Equatable, Sendable {
        public let name: String
        public let label: String
        public let choices: [Choice]
    }

    public let sections: [Place]
    public let lists: [Place]
    /// The sections and lists as a menu (narrow windows, in place of the sidebar).
    public let places: Menu
    /// The page's heading: the section's or list's name.
    public let title: String
    /// One toggle per genre of the section's titles.
    public let genres: [Choice]
    /// "Match All Genres" / "Match Any Genre" (shown with two genres or more chosen).
    public let genreMatch: Menu?
    /// "On My Services" (nil until services are chosen in Preferences).
    public let onMyServices: Choice?
    public let decade: Menu
    public let rating: Menu
    public let sort: Menu
    /// The text filter's text.
    public let text: String

    /// The display of `state`; `hasServices`: whether the user chose streaming services.
    public init(_ state: LibraryFeature.State, hasServices: Bool) {
        let route = state.route
        let query = route.libraryQuery
        let place = route.libraryPlace
        sections = LibrarySection.allCases.map { section in
            Place(
                title: section.title, route: .library(section, query: query),
                isSelected: place == .section(section))
        }
        lists = state.lists.map { list in
            Place(
                title: list.name, route: .libraryList(id: list.id, query: query),
                isSelected: place == .list(id: list.id))
        }
        let shelf = state.shelf.content
        title =
            shelf?.name
            ?? {
                if case .section(let section)? = place { return section.title }
                return ""
            }()
        let everyPlace = sections + lists
        places = Menu(
            name: tr("Library Sections"), label: everyPlace.first(where: \.isSelected)?.title ?? title,
            choices: everyPlace.map { Choice(label: $0.title, route: $0.route, isSelected: $0.isSelected) })
        func open(_ changed: LibraryQuery) -> Route { .library(place ?? .section(.watching), query: changed) }
        let isAny = query.genres?.contains("|") ?? false
        let chosen = Self.genreIDs(query.genres)
        let allGenres =
            (shelf?.genres ?? []).filter { !chosen.contains($0.id) }
            + chosen.map { id in
                shelf?.genres.first { $0.id == id }
                    ?? (DiscoverGenres.movies + DiscoverGenres.tvSeries).first { $0.id == id }.map {
                        Genre(id: id, name: $0.name)
                    }
                    ?? Genre(id: id, name: String(id))
            }
        genres = allGenres.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }.map { genre in
            let isOn = chosen.contains(genre.id)
            let ids = isOn ? chosen.filter { $0 != genre.id } : chosen + [genre.id]
            let text = ids.isEmpty ? nil : ids.map(String.init).joined(separator: isAny ? "|" : ",")
            return Choice(label: genre.name, route: open(query.with(genres: .some(text))), isSelected: isOn)
        }
        if chosen.count > 1 {
            let all = chosen.map(String.init).joined(separator: ",")
            let any = chosen.map(String.init).joined(separator: "|")
            genreMatch = Menu(
                name: tr("Genres"), label: isAny ? tr("Any of These Genres") : tr("All of These Genres"),
                choices: [
                    Choice(
                        label: tr("All of These Genres"), route: open(query.with(genres: .some(all))),
                        isSelected: !isAny),
                    Choice(
                        label: tr("Any of These Genres"), route: open(query.with(genres: .some(any))), isSelected: isAny
                    ),
                ])
        } else {
            genreMatch = nil
        }
        onMyServices =
            hasServices || query.onMyServices
            ? Choice(
                label: tr("On My Services"), route: open(query.with(onMyServices: !query.onMyServices)),
                isSelected: query.onMyServices) : nil
        let decades = Array(Set((shelf?.decades ?? []) + (query.decade.map { [$0] } ?? []))).sorted(by: >)
        decade = Self.menu(
            name: tr("Decade"), none: tr("Any Decade"), selected: query.decade, values: decades,
            // Translators: a decade in the Library's filter ("1990s").
            label: { String(format: tr("%ds"), $0) }, open: { open(query.with(decade: .some($0))) })
        rating = Self.menu(
            name: tr("Your Rating"), none: tr("Any Rating"), selected: query.minimumRating,
            values: Array((5...10).reversed()),
            // Translators: the Library's filter by the user's own rating ("Rated 8+").
            label: { String(format: tr("Rated %d+"), $0) }, open: { open(query.with(minimumRating: .some($0))) })
        let currentSort = query.sort ?? LibraryQuery.Sort(.added, ascending: false)
        sort = Menu(
            name: tr("Sort By"), label: Self.label(of: currentSort),
            choices: LibraryQuery.Sort.all.map { order in
                Choice(
                    label: Self.label(of: order), route: open(query.with(sort: .some(order))),
                    isSelected: order == currentSort)
            })
        text = query.text ?? ""
    }

    /// The route with the text filter set to `text` (none when empty), other filters kept.
    public static func route(_ route: Route, filteringBy text: String) -> Route {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return .library(
            route.libraryPlace ?? .section(.watching),
            query: route.libraryQuery.with(text: .some(trimmed.isEmpty ? nil : trimmed)))
    }

    /// The route without any filter (the order kept): the way out of "No Matches".
    public static func unfiltered(_ route: Route) -> Route {
        .library(route.libraryPlace ?? .section(.watching), query: LibraryQuery(sort: route.libraryQuery.sort))
    }

    /// The empty state of a section with no titles at all.
    public static func emptyTitle(_ place: LibraryPlace?) -> String {
        switch place {
        case .section(.hidden)?: tr("No Hidden Titles")
        case .list?: tr("This List Is Empty")
        default: tr("Nothing Here Yet")
        }
    }

    /// What fills the section, for its empty state.
    public static func emptyDescription(_ place: LibraryPlace?) -> String {
        switch place {
        case .section(.watching)?: tr("Series with a watched episode and episodes left to watch appear here.")
        case .section(.planToWatch)?: tr("Titles on your watchlist that you have not watched yet appear here.")
        case .section(.completed)?: tr("Watched movies and series whose every episode you watched appear here.")
        case .section(.onHold)?, .section(.dropped)?:
            tr("Put a series on hold or drop it from its page menu or its poster's context menu.")
        case .section(.hidden)?:
            tr("Hidden titles leave Up Next, the calendar, notifications and Explore.")
        case .list?: tr("Add titles with “Add to List…” in a poster's context menu or a title's page menu.")
        case nil: ""
        }
    }

    /// "No Matches": filters hide every title of the section.
    public static var noMatchTitle: String { tr("No Matches") }
    public static var noMatchDescription: String { tr("No title in this section passes the filters.") }
    public static var clearFiltersLabel: String { tr("_Clear Filters") }

    private static func label(of sort: LibraryQuery.Sort) -> String {
        switch (sort.field, sort.ascending) {
        case (.added, false): tr("Recently Added")
        case (.added, true): tr("First Added")
        case (.title, false): tr("Title (Z–A)")
        case (.title, true): tr("Title (A–Z)")
        case (.releaseDate, false): tr("Newest Release")
        case (.releaseDate, true): tr("Oldest Release")
        case (.rating, false): tr("Your Rating (Highest)")
        case (.rating, true): tr("Your Rating (Lowest)")
        case (.voteAverage, false): tr("TMDb Rating (Highest)")
        case (.voteAverage, true): tr("TMDb Rating (Lowest)")
        }
    }

    private static func menu(
        name: String, none: String, selected: Int?, values: [Int], label: (Int) -> String, open: (Int?) -> Route
    ) -> Menu {
        let choices =
            [Choice(label: none, route: open(nil), isSelected: selected == nil)]
            + values.map { Choice(label: label($0), route: open($0), isSelected: selected == $0) }
        return Menu(name: name, label: selected.map(label) ?? name, choices: choices)
    }

    private static func genreIDs(_ genres: String?) -> [Int] {
        (genres ?? "").split(whereSeparator: { $0 == "," || $0 == "|" }).compactMap { Int($0) }
    }
}
