import Catalog
import Foundation

/// Where the days of a year sit in a GitHub-style heatmap: one column a week, one row a weekday (the
/// locale's first weekday on top), and how the arrow keys move between them.
struct HeatmapGrid: Equatable {
    /// The year shown.
    let year: Int
    /// 365 or 366.
    let dayCount: Int
    /// Empty cells above 1 January in the first column.
    let leadingBlanks: Int
    /// The weekday of the top row (1 Sunday … 7 Saturday, as `Calendar`).
    let firstWeekday: Int

    /// The grid of `year`, weeks starting on `firstWeekday` (1 Sunday … 7 Saturday).
    init(year: Int, firstWeekday: Int) {
        self.year = year
        self.firstWeekday = firstWeekday
        let calendar = Self.calendar
        let start = calendar.date(from: DateComponents(year: year, month: 1, day: 1, hour: 12)) ?? Date()
        let end = calendar.date(from: DateComponents(year: year + 1, month: 1, day: 1, hour: 12)) ?? start
        dayCount = calendar.dateComponents([.day], from: start, to: end).day ?? 365
        leadingBlanks = (calendar.component(.weekday, from: start) - firstWeekday + 7) % 7
    }

    /// The number of week columns.
    var columns: Int { (leadingBlanks + dayCount + 6) / 7 }

    /// The column and row of a day (0 = 1 January).
    func cell(ofDay day: Int) -> (column: Int, row: Int) {
        ((leadingBlanks + day) / 7, (leadingBlanks + day) % 7)
    }

    /// The day at a column and row, or nil for the blanks before 1 January and after 31 December.
    func day(column: Int, row: Int) -> Int? {
        guard (0..<7).contains(row) else { return nil }
        let day = column * 7 + row - leadingBlanks
        return (0..<dayCount).contains(day) ? day : nil
    }

    /// The date of a day (0 = 1 January).
    func date(ofDay day: Int) -> CalendarDate {
        let calendar = Self.calendar
        let start = calendar.date(from: DateComponents(year: year, month: 1, day: 1, hour: 12)) ?? Date()
        let date = calendar.date(byAdding: .day, value: day, to: start) ?? start
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return CalendarDate(year: parts.year ?? year, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// The day (0 = 1 January) of a date in the year, else nil.
    func day(of date: CalendarDate) -> Int? {
        guard date.year == year else { return nil }
        let calendar = Self.calendar
        guard let start = calendar.date(from: DateComponents(year: year, month: 1, day: 1, hour: 12)),
            let instant = calendar.date(
                from: DateComponents(
                    year: year, month: date.month, day: date.day,
                    hour: 12))
        else { return nil }
        return calendar.dateComponents([.day], from: start, to: instant).day
    }

    /// The weekday (1 Sunday … 7 Saturday) of a row.
    func weekday(ofRow row: Int) -> Int { (firstWeekday - 1 + row) % 7 + 1 }

    /// A move of the focused day by the arrow keys.
    enum Move {
        case previousWeek, nextWeek, previousDay, nextDay, firstDay, lastDay
    }

    /// The day a move leads to from `day`, kept inside the year.
    func moving(_ day: Int, _ move: Move) -> Int {
        let target =
            switch move {
            case .previousWeek: day - 7
            case .nextWeek: day + 7
            case .previousDay: day - 1
            case .nextDay: day + 1
            case .firstDay: 0
            case .lastDay: dayCount - 1
            }
        return min(max(target, 0), dayCount - 1)
    }

    /// Gregorian, in UTC: days are calendar days, whatever the time zone.
    private static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }
}
