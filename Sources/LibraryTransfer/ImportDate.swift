import Foundation

/// The dates of imported files, as seconds since 1970 (UTC).
enum ImportDate {
    /// "2020-05-01" at 00:00 UTC; nil unless a real date.
    static func day(_ text: String?) -> Double? {
        guard let text, text.count == 10 else { return nil }
        let parts = text.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else {
            return nil
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let components = DateComponents(calendar: calendar, timeZone: calendar.timeZone, year: year, month: month, day: day)
        guard components.isValidDate, let date = calendar.date(from: components) else { return nil }
        return date.timeIntervalSince1970
    }

    /// ISO 8601 with or without fractional seconds ("2020-05-01T20:00:00.000Z"), or a day.
    static func instant(_ text: String?) -> Double? {
        guard let text else { return nil }
        let withFractions = ISO8601DateFormatter()
        withFractions.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = withFractions.date(from: text) ?? ISO8601DateFormatter().date(from: text) {
            return date.timeIntervalSince1970
        }
        return day(text)
    }
}
