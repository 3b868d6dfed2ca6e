/// The shape of a page's route, e.g. `tv/{tv}/season/{season:0}/episode/{episode}`: literal segments,
/// numbers (`{name}` takes a number ≥ 1, `{name:0}` a number ≥ 0) and choices (`{kind:movie|tv}` takes one
/// of the words, kept as its index among them). A pattern of one literal may select a top-level page; a
/// pattern may take a query (`search?q=…`, `history?page=2`, `discover/movie?with_genres=18`).
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// One segment of the path.
    public enum Segment: Hashable, Sendable {
        case literal(String)
        /// A decimal number named `name` (in error messages), at least `minimum`.
        case number(name: String, minimum: Int)
        /// One of `options`, named `name` (in error messages); the route keeps its index.
        case choice(name: String, options: [String])
    }

    /// The pattern as written.
    public let description: String
    public let segments: [Segment]
    /// The top-level page the route selects; nil for a details page pushed on a stack.
    public let page: AppPage?
    /// The query the route takes, if any.
    public let query: RouteQuery?
    /// Makes the details page a route of this pattern opens; nil for top-level pages.
    let makeDestination: (@Sendable (Route) -> Destination)?

    /// The pattern of a top-level page, from its text form.
    public init(_ text: String, page: AppPage, query: RouteQuery? = nil) {
        self.init(text, page: page, query: query, makeDestination: nil)
    }

    /// The pattern of a details page, from its text form.
    public init<Page: DetailsPage>(_ text: String, details: Page.Type, query: RouteQuery? = nil) {
        self.init(text, page: nil, query: query) { Destination(DetailsState<Page>(route: $0)) }
    }

    private init(
        _ text: String, page: AppPage?, query: RouteQuery?,
        makeDestination: (@Sendable (Route) -> Destination)?
    ) {
        description = text
        segments = text.split(separator: "/").map { part in
            guard part.hasPrefix("{"), part.hasSuffix("}") else { return .literal(String(part)) }
            let inner = part.dropFirst().dropLast().split(separator: ":")
            if inner.count > 1, Int(inner[1]) == nil {
                return .choice(name: String(inner[0]), options: inner[1].split(separator: "|").map(String.init))
            }
            return .number(name: String(inner[0]), minimum: inner.count > 1 ? Int(inner[1]) ?? 1 : 1)
        }
        self.page = page
        self.query = query
        self.makeDestination = makeDestination
    }

    /// Whether the route takes a query.
    public var takesQuery: Bool { query != nil }

    /// The word a route of this pattern chose at its first choice segment ("movie" for `discover/{kind:movie|tv}`
    /// and numbers [0]); nil without one.
    public func choice(_ numbers: [Int]) -> String? {
        var index = 0
        for segment in segments {
            switch segment {
            case .literal: continue
            case .number: index += 1
            case .choice(_, let options):
                return numbers.indices.contains(index) && options.indices.contains(numbers[index])
                    ? options[numbers[index]] : nil
            }
        }
        return nil
    }

    /// The first literal, which names the kind of route ("tv").
    public var kind: String {
        if case .literal(let name) = segments.first { return name }
        return ""
    }

    /// The path of a route of this pattern with `numbers` in place of the number segments.
    func path(_ numbers: [Int]) -> String {
        var remaining = numbers.makeIterator()
        return segments.map { segment in
            switch segment {
            case .literal(let name): name
            case .number: remaining.next().map(String.init) ?? ""
            case .choice(_, let options):
                remaining.next().flatMap { options.indices.contains($0) ? options[$0] : nil } ?? ""
            }
        }.joined(separator: "/")
    }

    public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
