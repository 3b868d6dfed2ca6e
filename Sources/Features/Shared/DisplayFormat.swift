import Catalog
import Foundation
import Localization

/// Formatting shared by the screens' display models. Every user-visible text is translated.
public enum DisplayFormat {
    /// "2008", or nil for an unknown date.
    public static func year(_ date: CalendarDate?) -> String? {
        date.map { String($0.year) }
    }

    /// "2 h 5 min", "2 h", "45 min"; nil when unknown or not positive.
    public static func runtime(minutes: Int?) -> String? {
        guard let minutes, minutes > 0 else { return nil }
        let hours = minutes / 60
        let rest = minutes % 60
        // Translators: a duration in hours, abbreviated ("2 h").
        let hoursText = String(format: ntr("%ld h", "%ld h", hours), hours)
        // Translators: a duration in minutes, abbreviated ("5 min").
        let minutesText = String(format: ntr("%ld min", "%ld min", rest), rest)
        if hours == 0 { return minutesText }
        if rest == 0 { return hoursText }
        // Translators: joins two parts of a text: hours and minutes ("2 h 5 min"), or two sentences.
        return String(format: tr("%@ %@"), hoursText, minutesText)
    }

    /// The date in `locale`'s long style, e.g. "January 20, 2008" in en_US.
    public static func longDate(_ date: CalendarDate, locale: Locale = .current) -> String {
        format(date, locale: locale) { formatter in
            formatter.dateStyle = .long
            formatter.timeStyle = .none
        }
    }

    /// The date in `locale`'s form of the fields of `template` (e.g. "EEEEdMMMM": "Sunday, February 12").
    public static func date(_ date: CalendarDate, template: String, locale: Locale = .current) -> String {
        format(date, locale: locale) { $0.setLocalizedDateFormatFromTemplate(template) }
    }

    /// `date` (its noon, UTC) through a formatter in `locale` that `configure` styles.
    private static func format(_ date: CalendarDate, locale: Locale, _ configure: (DateFormatter) -> Void) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let components = DateComponents(year: date.year, month: date.month, day: date.day, hour: 12)
        guard let instant = calendar.date(from: components) else { return date.description }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        configure(formatter)
        return formatter.string(from: instant)
    }

    /// "Episode 3".
    public static func episodeNumber(_ number: Int) -> String {
        // Translators: the number of an episode within its season.
        String(format: tr("Episode %ld"), number)
    }

    /// A season's name when TMDb gives none ("Season 2").
    public static func seasonName(_ number: Int) -> String {
        // Translators: a season's name when TMDb gives none.
        String(format: tr("Season %ld"), number)
    }

    /// "12 episodes" / "1 episode".
    public static func episodeCount(_ count: Int) -> String {
        String(format: ntr("%ld episode", "%ld episodes", count), count)
    }

    /// "S2 · E3".
    public static func episodeCode(season: Int, episode: Int) -> String {
        // Translators: a season and episode number, short ("S2 · E3").
        String(format: tr("S%ld · E%ld"), season, episode)
    }

    /// "S1 · E3 · The Tide Turns": an episode's code and name.
    public static func episodeTitle(code: String, name: String) -> String {
        // Translators: an episode's code and name, as Up Next and the calendar show it ("S1 · E3 · The Tide Turns").
        String(format: tr("%@ · %@"), code, name)
    }

    /// The button of the empty Up Next and calendar pages that opens Explore.
    public static var exploreSeriesLabel: String { tr("_Explore Series") }

    /// The button of the empty Watchlist and History pages that opens Explore.
    public static var exploreLabel: String { tr("_Explore") }
    /// Its tooltip.
    public static var exploreTooltip: String { tr("Find movies and series on the Explore page") }

    /// "4 of 10 episodes".
    public static func progress(_ progress: TrackingProgress) -> String {
        String(
            // Translators: how much of a series was watched ("4 of 10 episodes").
            format: ntr("%ld of %ld episode", "%ld of %ld episodes", progress.aired), progress.watched, progress.aired)
    }

    /// Up to two initials from a name, uppercased: "Bryan Cranston" → "BC", "Zendaya" → "Z", "" → "".
    public static func initials(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace || $0 == "-" }).filter { $0.first?.isLetter == true }
        guard let first = words.first?.first else { return "" }
        guard words.count > 1, let last = words.last?.first else { return String(first).uppercased() }
        return (String(first) + String(last)).uppercased()
    }

    /// The text, or nil when it is nil, empty or only whitespace (the section is hidden).
    public static func nonBlank(_ text: String?) -> String? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }

    /// The trimmed text (queries).
    public static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Items of a list joined for display ("Drama, Crime").
    public static func list(_ items: [String]) -> String {
        items.joined(separator: listSeparator)
    }

    /// What separates the items of a list (", ").
    public static var listSeparator: String {
        // Translators: separates the items of a list, e.g. genres ("Drama, Crime").
        tr(", ")
    }
}
