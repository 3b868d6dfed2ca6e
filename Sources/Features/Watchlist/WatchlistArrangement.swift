import Catalog
import Foundation
import Localization

/// How the Watchlist orders and filters its titles (the header's sort and filter menu, kept in GSettings):
/// by date added (newest first), title (A to Z in the user's language) or release (newest first, unknown
/// dates last); all titles, only movies or only series; optionally only the unwatched ones.
public struct WatchlistArrangement: Equatable, Sendable {
    /// The order of the grid.
    public enum Sort: String, CaseIterable, Sendable {
        case dateAdded = "date-added"
        case title
        case release

        /// The menu item.
        public var label: String {
            switch self {
            case .dateAdded: tr("Date Added")
            case .title: tr("Title")
            case .release: tr("Release Date")
            }
        }
    }

    /// Which kinds of title the grid shows.
    public enum Kinds: String, CaseIterable, Sendable {
        case all
        case movies
        case series

        /// The menu item.
        public var label: String {
            switch self {
            case .all: tr("All Titles")
            case .movies: tr("Movies")
            case .series: tr("TV Series")
            }
        }
    }

    public var sort: Sort
    public var kinds: Kinds
    /// Whether watched titles are left out (``LibraryMarks/isWatched(_:)``).
    public var unwatchedOnly: Bool

    /// Newest first, every title: the arrangement of a first start.
    public static let standard = WatchlistArrangement(sort: .dateAdded, kinds: .all, unwatchedOnly: false)

    public init(sort: Sort, kinds: Kinds, unwatchedOnly: Bool) {
        self.sort = sort
        self.kinds = kinds
        self.unwatchedOnly = unwatchedOnly
    }

    /// Whether a filter leaves titles out.
    public var filters: Bool { kinds != .all || unwatchedOnly }

    /// `items` as arranged: filtered (watched titles by `marks`), then sorted; ties keep the newest added
    /// first. Titles sort in `locale`'s collation.
    public func apply(_ items: [WatchlistItem], marks: LibraryMarks, locale: Locale = .current) -> [WatchlistItem] {
        let kept = items.filter { item in
            switch kinds {
            case .all: break
            case .movies: guard item.kind == .movie else { return false }
            case .series: guard item.kind == .tvSeries else { return false }
            }
            return !unwatchedOnly || !marks.isWatched(item.route)
        }
        let newestAddedFirst = kept.sorted { ($0.addedAt, $0.id) > ($1.addedAt, $1.id) }
        switch sort {
        case .dateAdded:
            return newestAddedFirst
        case .title:
            return Self.stableSorted(newestAddedFirst) { lhs, rhs in
                lhs.title.compare(
                    rhs.title, options: [.caseInsensitive, .diacriticInsensitive, .numeric],
                    locale: locale) == .orderedAscending
            }
        case .release:
            return Self.stableSorted(newestAddedFirst) { lhs, rhs in
                switch (lhs.date, rhs.date) {
                case (let left?, let right?): left > right
                case (.some, nil): true
                default: false
                }
            }
        }
    }

    /// `items` sorted by `areInIncreasingOrder`, equal ones in their order.
    private static func stableSorted(
        _ items: [WatchlistItem],
        by areInIncreasingOrder: (WatchlistItem, WatchlistItem) -> Bool
    ) -> [WatchlistItem] {
        items.enumerated().sorted { lhs, rhs in
            if areInIncreasingOrder(lhs.element, rhs.element) { return true }
            if areInIncreasingOrder(rhs.element, lhs.element) { return false }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
