/// The days the calendar covers around today: `today − daysBefore` through `today + daysAfter`, inclusive.
public struct CalendarWindow: Equatable, Sendable {
    /// The day the window is seen from.
    public let today: CalendarDate
    public let first: CalendarDate
    public let last: CalendarDate

    /// `daysBefore` days before `today` through `daysAfter` days after it.
    public init(today: CalendarDate, daysBefore: Int, daysAfter: Int) {
        self.today = today
        first = today.adding(days: -daysBefore)
        last = today.adding(days: daysAfter)
    }

    /// The calendar page's window: a week back, 30 days ahead.
    public static func page(today: CalendarDate) -> CalendarWindow {
        CalendarWindow(today: today, daysBefore: 7, daysAfter: 30)
    }

    /// The exported file's window: a week back, 90 days ahead.
    public static func export(today: CalendarDate) -> CalendarWindow {
        CalendarWindow(today: today, daysBefore: 7, daysAfter: 90)
    }

    /// Whether `date` is in the window.
    public func contains(_ date: CalendarDate) -> Bool { first <= date && date <= last }
}
