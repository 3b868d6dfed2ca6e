/// The filters of For You (`for-you?on_my_services=1&max_runtime=120`), in the route's own parameter names:
///
/// - `on_my_services=1`: streamable (flat rate, free or with ads) in the region on one of the services chosen
///   in Preferences, as the Library's filter
/// - `max_runtime`: minutes, 1…600: a movie's runtime, a series' episode runtime at most this
public struct ForYouQuery: Sendable, Hashable {
    /// The runtimes the filter bar offers: "Under 2 Hours", "Under 45 Min".
    public static let runtimeChoices = [120, 45]

    public let onMyServices: Bool
    public let maxRuntime: Int?

    public init(onMyServices: Bool = false, maxRuntime: Int? = nil) {
        self.onMyServices = onMyServices
        self.maxRuntime = maxRuntime
    }

    /// Reads `text` ("on_my_services=1&max_runtime=120"); the empty text has no filters. Throws the first
    /// problem found (an unknown parameter, a bad value, a parameter given twice).
    public init(parsing text: String) throws(DiscoverQuery.Problem) {
        var values: [String: String] = [:]
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let value = parts.count > 1 ? String(parts[1]) : ""
            guard name == "on_my_services" || name == "max_runtime" else { throw .unknownFilter(name) }
            guard values[name] == nil else { throw .invalidValue(name: name, value: value) }
            values[name] = value
        }
        if let value = values["on_my_services"], value != "1" {
            throw .invalidValue(name: "on_my_services", value: value)
        }
        var maxRuntime: Int?
        if let value = values["max_runtime"] {
            guard let minutes = DiscoverQuery.number(value, in: 1...600) else {
                throw .invalidValue(name: "max_runtime", value: value)
            }
            maxRuntime = minutes
        }
        self.init(onMyServices: values["on_my_services"] != nil, maxRuntime: maxRuntime)
    }

    /// The text form in a fixed order ("on_my_services=1&max_runtime=120").
    public var text: String {
        var parts: [String] = []
        if onMyServices { parts.append("on_my_services=1") }
        if let maxRuntime { parts.append("max_runtime=\(maxRuntime)") }
        return parts.joined(separator: "&")
    }

    /// Whether any filter is set (the titles' details are then read to apply them).
    public var isFiltered: Bool { onMyServices || maxRuntime != nil }

    /// The same query with `change` applied.
    public func with(onMyServices: Bool? = nil, maxRuntime: Int?? = .none) -> ForYouQuery {
        ForYouQuery(onMyServices: onMyServices ?? self.onMyServices, maxRuntime: maxRuntime ?? self.maxRuntime)
    }
}
