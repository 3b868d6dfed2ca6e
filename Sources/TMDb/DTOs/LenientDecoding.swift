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

    /// An integer that may arrive as a number or a numeric string.
    func int(_ key: Key) -> Int? {
        if let value: Int = lenient(key) { return value }
        if let value: Double = lenient(key), value.isFinite { return Int(value) }
        if let value: String = lenient(key) { return Int(value.trimmingWhitespace) }
        return nil
    }

    func double(_ key: Key) -> Double? {
        if let value: Double = lenient(key) { return value }
        if let value: String = lenient(key) { return Double(value.trimmingWhitespace) }
        return nil
    }

    /// The required id: a decoding error when absent.
    func id(_ key: Key) throws -> Int {
        guard let id = int(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing id"))
        }
        return id
    }
}
