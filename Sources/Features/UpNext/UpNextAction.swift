import Catalog

extension UpNextFeature {
    /// What the user or an effect can do on the page.
    public enum Action: Equatable, Sendable {
        /// Start following the library (first load, then every change anywhere).
        case task
        /// Start again after an error.
        case retry
        /// The library changed and the series' guides were loaded; `finishedSeries` are the series whose every
        /// aired episode is watched; `failure` is the first guide that could not be loaded (its series is
        /// skipped).
        case itemsLoaded([UpNextEntry], finishedSeries: Set<Int>, isStale: Bool, failure: CatalogError?)
        /// The user activated a row: open the episode.
        case itemSelected(UpNextItem)
        /// The row's "Mark as Watched".
        case markWatched(UpNextItem)
        case tracking(TrackingPanel.Action)
        /// Open the watch history.
        case showHistory
        /// Open the calendar.
        case showCalendar
        /// Open the statistics.
        case showStatistics
        /// Navigation request, handled by the app root.
        case navigate(Route)
    }
}
