/// Decoding helpers that accept TMDb's real-world shapes: missing keys, `null`, wrong types and empty
/// strings become nil (or an empty list); a list element that cannot be read is skipped.
extension KeyedDecodingContainer {
    func lenient<T: Decodable>(_ key: Key) -> T? {
        (try? decodeIfPresent(T.self, forKey: key)) ?? nil
    }

    /// A string with content, or nil ("" and whitespace-only become nil).
    func text(_ key: Key) -> String? {
        guard let value: String = lenient(key), !value.trimmingWhitespace.isEmpty else { return nil }
        return value
    }

    /// A list, skipping unreadable elements; `null` or missing → [].
    func list<T: Decodable>(_ key: Key) -> [T] {
        ((try? decodeIfPresent(LossyList<T>.self, forKey: key)) ?? nil)?.elements ?? []
    }

    /// A whole number in ``TMDbNumbers/range`` that may arrive as a number (a fraction is cut off) or a
    /// numeric string; nil when missing, unreadable or out of range (never a trap, whatever the server sends).
    func int(_ key: Key) -> Int? {
        let value: Int?
        if let number: Int = lenient(key) {
            value = number
        } else if let number: Double = lenient(key) {
            value = TMDbNumbers.wholeNumber(number)
        } else if let text: String = lenient(key) {
            value = Int(text.trimmingWhitespace)
        } else {
            value = nil
        }
        return value.flatMap { TMDbNumbers.range.contains($0) ? $0 : nil }
    }

    /// A list that must be there: its unreadable elements are skipped, but a missing key, `null` or another
    /// type is a decoding error (an answer of another shape is never read as an empty list).
    func requiredList<T: Decodable>(_ key: Key) throws -> [T] {
        guard (try? nestedUnkeyedContainer(forKey: key)) != nil else {
            throw DecodingError.typeMismatch(
                [T].self,
                .init(
                    codingPath: codingPath + [key],
                    debugDescription: "missing, null or not a list"))
        }
        return try decode(LossyList<T>.self, forKey: key).elements
    }

    func double(_ key: Key) -> Double? {
        if let value: Double = lenient(key) { return value }
        if let value: String = lenient(key) { return Double(value.trimmingWhitespace) }
        return nil
    }

    /// The required id: a decoding error when absent or out of range.
    func id(_ key: Key) throws -> Int {
        guard let id = int(key) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "missing or invalid id"))
        }
        return id
    }
}
