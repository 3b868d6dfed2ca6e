import Catalog
import Foundation
import Localization

/// What the calendar page shows: a section per day ("Today", "Tomorrow", or the weekday and date in the
/// user's locale; today's marked, and shown even when nothing airs on it), each episode with its still,
/// series, code, name and watched state, the episodes of the days before today (aired) dimmed.
public struct CalendarDisplay: Equatable, Sendable {
    /// One day.
    public struct Section: Equatable, Sendable, Identifiable {
        public let date: CalendarDate
        /// "Today", "Tomorrow", "Yesterday" or "Sunday, 12 February".
        public let heading: String
        /// Whether the day is today (its heading is marked; its rows may be empty).
        public let isToday: Bool
        public let rows: [Row]

        public var id: CalendarDate { date }
    }

    /// One episode.
    public struct Row: Equatable, Hashable, Sendable, Identifiable {
        public let seriesName: String
        /// "S2 · E3".
        public let episodeCode: String
        /// The episode's name, or "Episode N" when hidden from spoilers.
        public let episodeName: String
        /// "S2 · E3 · The Distant Bridge".
        public let episodeTitle: String
        public let isWatched: Bool
        /// Whether the episode is hidden from spoilers (its name replaced, its still blurred).
        public let spoilerHidden: Bool
        /// Whether the episode aired on a day before today (the row is dimmed).
        public let hasAired: Bool
        /// The still at card size; nil shows a placeholder.
        public let stillURL: String?
        /// What screen readers say: "Harbour Lights, S2 · E3, The Distant Bridge, Sunday, 12 February, watched".
        public let accessibleLabel: String
        public let route: Route

        public var id: String { route.description }
    }

    public let sections: [Section]

    /// The calendar, dates in `locale`; the unwatched episodes of the series `spoilers` protects are hidden.
    public init(_ calendar: EpisodeCalendar, locale: Locale = .current, spoilers: SpoilerProtection = .init()) {
        let today = calendar.window.today
        var sections = calendar.days.map { day in
            let heading = Self.heading(day.date, today: today, locale: locale)
            let rows = day.entries.map { entry in
                let code = DisplayFormat.episodeCode(
                    season: entry.episode.seasonNumber, episode: entry.episode.episodeNumber)
                let spoilerHidden = entry.hidesSpoilers(spoilers)
                let name =
                    spoilerHidden ? DisplayFormat.episodeNumber(entry.episode.episodeNumber) : entry.episode.name
                let parts =
                    [entry.seriesName, code, name, heading]
                    + (entry.isWatched ? [Self.watchedLabel] : [])
                return Row(
                    seriesName: entry.seriesName, episodeCode: code, episodeName: name,
                    episodeTitle: DisplayFormat.episodeTitle(code: code, name: name),
                    isWatched: entry.isWatched, spoilerHidden: spoilerHidden, hasAired: day.date < today,
                    stillURL: entry.episode.still?.card,
                    accessibleLabel: DisplayFormat.list(parts), route: entry.route)
            }
            return Section(date: day.date, heading: heading, isToday: day.date == today, rows: rows)
        }
        // Today is marked even when nothing airs on it, between the days before and after it.
        if !sections.isEmpty, !sections.contains(where: \.isToday) {
            let index = sections.firstIndex { $0.date > today } ?? sections.count
            sections.insert(
                Section(
                    date: today, heading: Self.heading(today, today: today, locale: locale),
                    isToday: true, rows: []), at: index)
        }
        self.sections = sections
    }

    /// "Today", "Tomorrow", "Yesterday", else the weekday and date ("Sunday, 12 February"; with the year when
    /// it is not this year's).
    public static func heading(_ date: CalendarDate, today: CalendarDate, locale: Locale = .current) -> String {
        switch date.dayNumber - today.dayNumber {
        case 0: return tr("Today")
        case 1: return tr("Tomorrow")
        case -1: return tr("Yesterday")
        default: break
        }
        return DisplayFormat.date(
            date, template: date.year == today.year ? "EEEEdMMMM" : "EEEEdMMMMyyyy", locale: locale)
    }

    /// What today's section says when no episode airs on it.
    public static var nothingTodayText: String { tr("No episodes air today.") }
    /// The watched state of a row.
    public static var watchedLabel: String { tr("Watched") }
    /// Title of the empty state.
    public static var emptyTitle: String { tr("No Upcoming Episodes") }
    /// Description of the empty state.
    public static var emptyDescription: String {
        tr(
            "Episodes of the series you follow appear here, from a week ago to a month ahead. Add a series to your watchlist or watch an episode to follow it."
        )
    }
    /// The menu item exporting the calendar.
    public static var exportLabel: String { tr("_Export Calendar…") }
    /// The file chooser's title.
    public static var exportDialogTitle: String { tr("Export Calendar") }
    /// The file name the chooser proposes.
    public static var exportFileName: String { tr("Popcorn Episodes.ics") }

    /// The toast after an export.
    public static func toast(_ outcome: CalendarFeature.ExportOutcome) -> String {
        switch outcome {
        case .written(_, let events):
            // Translators: a toast after exporting the calendar ("12 episodes exported").
            String(format: ntr("%ld episode exported", "%ld episodes exported", events), events)
        case .failed(let info):
            info.message
        }
    }
}

extension DetailsState where Page == CalendarFeature {
    /// The display model when the page is loaded.
    public func display(locale: Locale = .current) -> CalendarDisplay? {
        content.content.map { CalendarDisplay($0, locale: locale, spoilers: own.spoilers ?? SpoilerProtection()) }
    }
}
