import Foundation

extension Route {
    /// Whether the page shows what the user's library holds: plays, ratings, progress, the watchlist, follow
    /// choices or recent searches (the details pages of titles, Up Next, the Watchlist, History, the
    /// calendar, Search without a query). Such a page cannot be shown truthfully when the library cannot
    /// be read: `popcorn dump` then prints an error instead of an empty page.
    public var readsLibrary: Bool {
        if TrackableRoute(self) != nil { return true }
        switch pattern {
        case UpNextFeature.pattern, WatchlistFeature.pattern, HistoryFeature.pattern, CalendarFeature.pattern:
            return true
        case SearchFeature.pattern:
            return query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        default:
            return false
        }
    }
}
