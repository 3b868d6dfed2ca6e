import Foundation

/// The one parser of times that come from outside (imported files, the TMDb account), as seconds since
/// 1970 (UTC). Read by hand: ICU's parser (`ISO8601DateFormatter`) traps on hostile strings such as a
/// 40-digit fraction (found by fuzzing).
public enum ISO8601Time {
    /// "2020-05-01" at 00:00 UTC; nil unless a real date.
    public static func day(_ text: String?) -> Double? {
        guard let text, text.utf8.count == 10 else { return nil }
        let bytes = Array(text.utf8)
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), let year = number(bytes[0..<4]),
            let month = number(bytes[5..<7]), let day = number(bytes[8..<10])
        else {
            return nil
        }
        if year >= gregorianOnly {
            guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else { return nil }
            return Double(daysSince1970(year: year, month: month, day: day) * 86_400)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let components = DateComponents(
            calendar: calendar, timeZone: calendar.timeZone, year: year, month: month, day: day)
        guard components.isValidDate, let date = calendar.date(from: components) else { return nil }
        return date.timeIntervalSince1970
    }

    /// ISO 8601 as Trakt and TMDb write it, "2020-05-01T20:00:00.000Z" (fractions of up to nine digits, `Z`
    /// or an offset ±HH:MM), or a day; nil for anything else.
    public static func instant(_ text: String?) -> Double? {
        guard let text else { return nil }
        if text.utf8.count == 10 { return day(text) }
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.count <= 35, bytes[10] == UInt8(ascii: "T"),
            let date = day(String(decoding: bytes[0..<10], as: UTF8.self)),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let hours = number(bytes[11..<13]), let minutes = number(bytes[14..<16]),
            let seconds = number(bytes[17..<19]), hours < 24, minutes < 60, seconds <= 60
        else { return nil }
        var index = 19
        var fraction = 0.0
        if bytes[index] == UInt8(ascii: ".") {
            let digits = bytes[(index + 1)...].prefix { (48...57).contains($0) }
            guard (1...9).contains(digits.count), let value = number(digits) else { return nil }
            fraction = Double(value) / pow(10, Double(digits.count))
            index += 1 + digits.count
        }
        var offset = 0
        switch bytes[index...].count {
        case 1 where bytes[index] == UInt8(ascii: "Z"):
            offset = 0
        case 6
        where (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
            && bytes[index + 3] == UInt8(ascii: ":"):
            guard let offsetHours = number(bytes[(index + 1)..<(index + 3)]),
                let offsetMinutes = number(bytes[(index + 4)..<(index + 6)]), offsetHours < 24, offsetMinutes < 60
            else {
                return nil
            }
            offset = (offsetHours * 3_600 + offsetMinutes * 60) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
        default:
            return nil
        }
        return date + Double(hours * 3_600 + minutes * 60 + seconds - offset) + fraction
    }

    /// From this year on, Foundation's Gregorian calendar is the proleptic one computed by hand below (a
    /// hundred thousand imported times read in milliseconds, not seconds); before it, the Julian calendar
    /// it switches to (1582) is left to Foundation.
    private static let gregorianOnly = 1600

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a valid Gregorian date of a year from 1600 on (Howard Hinnant's
    /// `days_from_civil`, https://howardhinnant.github.io/date_algorithms.html).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The decimal number the ASCII digits spell, or nil.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 48) }
    }
}
