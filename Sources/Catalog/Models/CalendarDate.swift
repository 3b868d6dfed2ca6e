/// A day in the calendar, as TMDb writes it ("YYYY-MM-DD"); free of time zones.
public struct CalendarDate: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses "YYYY-MM-DD"; returns nil for "", nil, anything malformed or a year outside 1…9999.
    public init?(tmdb text: String?) {
        guard var text, !text.isEmpty else { return nil }
        // By hand over the UTF-8 bytes: dates are read with every cached title and episode.
        let parts = text.withUTF8 { bytes -> (Int, Int, Int)? in
            guard let firstDash = bytes.firstIndex(of: UInt8(ascii: "-")),
                let secondDash = bytes[(firstDash + 1)...].firstIndex(of: UInt8(ascii: "-")),
                let year = Self.decimal(UnsafeBufferPointer(rebasing: bytes[..<firstDash])),
                let month = Self.decimal(UnsafeBufferPointer(rebasing: bytes[(firstDash + 1)..<secondDash])),
                let day = Self.decimal(UnsafeBufferPointer(rebasing: bytes[(secondDash + 1)...]))
            else { return nil }
            return (year, month, day)
        }
        guard let (year, month, day) = parts,
            (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The value of 1 to 9 ASCII digits; nil for anything else.
    static func decimal(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        guard (1...9).contains(digits.count) else { return nil }
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    /// "YYYY-MM-DD".
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CalendarDate(tmdb: text) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "Not a YYYY-MM-DD date: \(text)"))
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
