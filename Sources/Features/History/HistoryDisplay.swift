import Catalog
import Foundation
import Localization

/// What the history page shows: one row per play, and the page buttons.
public struct HistoryDisplay: Equatable, Sendable {
    /// One play.
    public struct Row: Equatable, Sendable, Identifiable {
        public let play: Play
        /// "The Lantern Keeper", or "Harbour Lights — S1 · E2 · The Tide Turns".
        public let title: String
        /// When it was watched, in the user's locale and time zone: "23 November 2026 at 20:15".
        public let watchedAt: String
        /// The poster (movie, series) or still (episode); nil shows a placeholder.
        public let imageURL: String?
        /// Whether the image is an episode still (16:9) rather than a poster (2:3).
        public let isEpisode: Bool
        /// What screen readers say for the row: "Title, watched 23 November 2026 at 20:15".
        public let accessibleLabel: String
        /// The remove button's accessible label: "Remove Title from History".
        public let removeLabel: String
        public let route: Route

        /// The play's id.
        public var id: Int64 { play.id }
    }

    public let rows: [Row]
    /// Shown instead of the rows when there are none: "No History Yet", or "No More Plays" on a page past
    /// the last one (after removing its last plays).
    public let emptyTitle: String?
    /// The empty state's explanation.
    public let emptyDescription: String?
    /// The empty state's one action.
    public let emptyAction: EmptyAction?
    /// "Page 2 of 5"; nil when there is one page (the page buttons are hidden).
    public let pageText: String?
    /// The page "Previous Page" opens; nil on the first page.
    public let previousPage: Int?
    /// The page "Next Page" opens; nil on the last page.
    public let nextPage: Int?

    /// The page `history`, dates in `locale` and `timeZone`.
    public init(_ history: WatchHistory, locale: Locale = .current, timeZone: TimeZone = .current) {
        rows = history.entries.map { entry in
            let watchedAt = TrackingDisplay.dateAndTime(at: entry.play.watchedAt, locale: locale, timeZone: timeZone)
            var isEpisode = false
            if case .episode = entry.play.title { isEpisode = true }
            return Row(
                play: entry.play, title: entry.title, watchedAt: watchedAt, imageURL: entry.imageURL,
                isEpisode: isEpisode,
                // Translators: what screen readers say for a history row ("Pilot, watched 23 November 2026 at 20:15").
                accessibleLabel: String(format: tr("%@, watched %@"), entry.title, watchedAt),
                // Translators: the accessible label of a history row's remove button.
                removeLabel: String(format: tr("Remove %@ from History"), entry.title),
                route: entry.route)
        }
        let isPastTheEnd = history.page > history.totalPages
        switch (rows.isEmpty, isPastTheEnd) {
        case (false, _):
            emptyTitle = nil
            emptyDescription = nil
            emptyAction = nil
        case (true, false):
            emptyTitle = tr("No History Yet")
            emptyDescription = tr("Movies and episodes you mark as watched appear here, newest first.")
            emptyAction = .explore
        case (true, true):
            emptyTitle = tr("No More Plays")
            emptyDescription = tr("Every play is on an earlier page.")
            emptyAction = .firstPage
        }
        pageText =
            history.totalPages > 1 || history.page > 1
            // Translators: between the history's page buttons ("Page 2 of 5").
            ? String(format: tr("Page %ld of %ld"), history.page, max(history.totalPages, history.page)) : nil
        previousPage = history.page > 1 ? min(history.page - 1, history.totalPages) : nil
        nextPage = history.page < history.totalPages ? history.page + 1 : nil
    }

    /// What the empty state's button does.
    public enum EmptyAction: Equatable, Sendable {
        /// Opens Explore, to find something to watch.
        case explore
        /// Opens the history's first page.
        case firstPage

        /// The button's label.
        public var label: String {
            switch self {
            case .explore: DisplayFormat.exploreLabel
            case .firstPage: tr("Go to _First Page")
            }
        }
    }

    /// Tooltip of a row's remove button.
    public static var removeTooltip: String { tr("Remove from History") }
    /// The button to the newer plays.
    public static var previousPageLabel: String { tr("Previous Page") }
    /// The button to the older plays.
    public static var nextPageLabel: String { tr("Next Page") }
}

extension DetailsState where Page == HistoryFeature {
    /// The display model when the page is loaded.
    public func display(locale: Locale = .current, timeZone: TimeZone = .current) -> HistoryDisplay? {
        content.content.map { HistoryDisplay($0, locale: locale, timeZone: timeZone) }
    }
}
