import Catalog

/// Filters a page defines in its own folder (`for-you?on_my_services=1&max_runtime=120`): how their text is
/// read and printed in a fixed order. Equal by name.
public struct RouteQueryFilters: Hashable, Sendable {
    /// Names the filters in equality (the page's).
    public let name: String
    /// The text in its fixed order; throws the first problem found (an unknown filter, a bad value).
    public let parse: @Sendable (String) throws(DiscoverQuery.Problem) -> String

    public init(name: String, parse: @escaping @Sendable (String) throws(DiscoverQuery.Problem) -> String) {
        self.name = name
        self.parse = parse
    }

    public static func == (lhs: RouteQueryFilters, rhs: RouteQueryFilters) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
