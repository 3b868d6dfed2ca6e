import Catalog
import Foundation

/// The statistics page's dates as ``DisplayFormat`` writes them (noon UTC, the long style or a template's
/// fields in the locale), each format's `DateFormatter` made once: making a formatter costs far more than
/// formatting a date, and the page formats every day with a play and every month.
final class StatisticsDateFormats {
    private let locale: Locale
    private let calendar: Calendar
    private var formatters: [String: DateFormatter] = [:]
    private static let longStyle = ""

    init(locale: Locale) {
        self.locale = locale
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        self.calendar = calendar
    }

    /// "January 20, 2008" in en_US, as ``DisplayFormat/longDate(_:locale:)``.
    func longDate(_ date: CalendarDate) -> String {
        format(date, key: Self.longStyle) { formatter in
            formatter.dateStyle = .long
            formatter.timeStyle = .none
        }
    }

    /// The fields of `template` ("MMMMyyyy": "March 2017"), as ``DisplayFormat/date(_:template:locale:)``.
    func date(_ date: CalendarDate, template: String) -> String {
        format(date, key: template) { $0.setLocalizedDateFormatFromTemplate(template) }
    }

    private func format(_ date: CalendarDate, key: String, _ configure: (DateFormatter) -> Void) -> String {
        let components = DateComponents(year: date.year, month: date.month, day: date.day, hour: 12)
        guard let instant = calendar.date(from: components) else { return date.description }
        let formatter =
            formatters[key]
            ?? {
                let formatter = DateFormatter()
                formatter.locale = locale
                formatter.calendar = calendar
                formatter.timeZone = calendar.timeZone
                configure(formatter)
                formatters[key] = formatter
                return formatter
            }()
        return formatter.string(from: instant)
    }
}
