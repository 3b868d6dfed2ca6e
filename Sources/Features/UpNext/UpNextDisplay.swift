import Localization

extension UpNextItem {
    /// The accessible label of the row's "Mark as Watched": "Mark Harbour Lights, S1 · E3 as Watched".
    public var markWatchedLabel: String {
        // Translators: the accessible label of an Up Next row's "Mark as Watched" button: series, episode code.
        String(format: tr("Mark %@, %@ as Watched"), seriesName, episodeLabel)
    }

    /// "S1 · E3 · The Tide Turns".
    public var episodeTitle: String {
        DisplayFormat.episodeTitle(code: episodeLabel, name: episodeName)
    }
}

extension UpNextFeature.State {
    /// The header button that opens the watch history.
    public static var historyLabel: String { tr("History") }
    /// The header button that opens the calendar.
    public static var calendarLabel: String { tr("Calendar") }
    /// The header button that opens the statistics.
    public static var statisticsLabel: String { tr("Statistics") }
    /// The tooltip of the empty state's button.
    public static var exploreTooltip: String { tr("Find a series to start on the Explore page") }
}
