/// A query parameter a page defines in its own folder (`stats?year=2025`): its name, what it accepts and
/// how to say so when a value is refused. Equal by name.
public struct RouteQueryParameter: Hashable, Sendable {
    /// The parameter's name in the text form (`year`).
    public let name: String
    /// What a valid value is, translated, for the error message ("a year from 1900 to 2027").
    public let expected: @Sendable () -> String
    /// Whether the value (decoded) is valid.
    public let accepts: @Sendable (String) -> Bool

    public init(name: String, expected: @escaping @Sendable () -> String, accepts: @escaping @Sendable (String) -> Bool)
    {
        self.name = name
        self.expected = expected
        self.accepts = accepts
    }

    public static func == (lhs: RouteQueryParameter, rhs: RouteQueryParameter) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
