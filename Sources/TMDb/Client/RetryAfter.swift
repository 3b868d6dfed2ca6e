import Catalog
import Foundation

/// HTTP's `Retry-After` (RFC 9110 §10.2.3): whole seconds ("120") or an HTTP-date in the preferred
/// IMF-fixdate form ("Sun, 06 Nov 1994 08:49:37 GMT"). Read by hand: no ICU date parser sees what a server sent.
enum RetryAfter {
    /// The seconds to wait from `now` (0 for a date already past); nil when `value` is neither form.
    static func seconds(_ value: String, now: Date) -> Int? {
        let text = value.trimmingWhitespace
        if let seconds = Int(text) { return max(0, seconds) }
        guard let date = date(text) else { return nil }
        let wait = date - now.timeIntervalSince1970
        return wait <= 0 ? 0 : Int(min(wait.rounded(.up), Double(Int32.max)))
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// "Sun, 06 Nov 1994 08:49:37 GMT" in seconds since 1970; nil for anything else or an impossible date.
    static func date(_ text: String) -> Double? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 6, parts[0].count == 4, parts[0].hasSuffix(","),
            weekdays.contains(String(parts[0].dropLast())), parts[5] == "GMT",
            parts[1].count == 2, let dayOfMonth = Int(parts[1]), let monthIndex = months.firstIndex(of: parts[2]),
            parts[3].count == 4, let year = Int(parts[3]), year >= 1970
        else { return nil }
        let clock = parts[4].split(separator: ":", omittingEmptySubsequences: false)
        guard parts[4].count == 8, clock.count == 3, let hour = Int(clock[0]), let minute = Int(clock[1]),
            let second = Int(clock[2]), (0..<24).contains(hour), (0..<60).contains(minute),
            (0...60).contains(second)
        else { return nil }
        let day = CalendarDate(year: year, month: monthIndex + 1, day: dayOfMonth)
        // An impossible day (31 February) comes back as another one.
        guard CalendarDate(dayNumber: day.dayNumber) == day else { return nil }
        return Double(day.dayNumber * 86_400 + hour * 3600 + minute * 60 + second)
    }
}
