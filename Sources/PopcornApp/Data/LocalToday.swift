import Catalog
import Foundation
import Localization

/// "Today" for tracking: the local date, or `POPCORN_TODAY=YYYY-MM-DD` (tests and demos). It decides
/// which episodes have aired, never the time a play is stamped with.
enum LocalToday {
    /// The variable that overrides the date.
    static let variable = "POPCORN_TODAY"

    /// Today's date now, as the environment sets it; throws `.configuration` (exit status 1, like the other
    /// settings of the environment) for an override that is malformed or no day of the calendar (2024-02-30).
    static func provider(environment: [String: String]) throws -> @Sendable () -> CalendarDate {
        guard let text = environment[variable] else { return { localDate(Date()) } }
        guard ISO8601Time.day(text) != nil, let date = CalendarDate(tmdb: text) else {
            throw CatalogError.configuration(
                String(
                    format: tr("%@ must be a real date written YYYY-MM-DD, not “%@”."),
                    variable, text))
        }
        return { date }
    }

    /// As ``provider(environment:)``, with the local date when the override is malformed.
    static func lenientProvider(environment: [String: String]) -> @Sendable () -> CalendarDate {
        if let provider = try? provider(environment: environment) { return provider }
        return { localDate(Date()) }
    }

    /// The date of `instant` in the local time zone.
    static func localDate(_ instant: Date) -> CalendarDate {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: instant)
        return CalendarDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }
}
