/// The plays a statistics page counts: all of them, or those of one calendar year (UTC days).
public enum StatisticsPeriod: Hashable, Sendable {
    case allTime
    case year(Int)

    /// The year, nil for all time.
    public var year: Int? {
        if case .year(let year) = self { return year }
        return nil
    }

    /// Whether `play` is in the period (by its UTC day).
    public func contains(_ play: Play) -> Bool { dayRange.contains(Statistics.day(of: play)) }

    /// The first and last day (days since 1970-01-01) of the period.
    var dayRange: ClosedRange<Int> {
        guard let year else { return Int.min...Int.max }
        return CalendarDate(year: year, month: 1, day: 1)
            .dayNumber...CalendarDate(year: year, month: 12, day: 31).dayNumber
    }
}
