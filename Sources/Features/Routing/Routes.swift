import Catalog

/// The route patterns the app knows (from the route table), and the parser of the text form.
public struct Routes: Sendable {
    /// Every pattern, in the table's order.
    public let patterns: [RoutePattern]

    public init(_ patterns: [RoutePattern]) {
        self.patterns = patterns
    }

    /// Parses the text form; throws a ``RouteError`` naming what is wrong.
    ///
    /// The patterns of one kind ("tv/{tv}", "tv/{tv}/season/{season:0}", …) extend one another; the text
    /// matches the pattern whose literals it has (a branch such as "tv/{tv}/credits"), or else is read along
    /// the longest of them and matches the one it ends with.
    public func route(parsing text: String) throws(RouteError) -> Route {
        guard !text.isEmpty else { throw .empty }
        let pathAndQuery = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let segments = pathAndQuery[0].split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let family = patterns.filter { $0.kind == segments[0] }
        guard let longest = family.max(by: { $0.segments.count < $1.segments.count }) else {
            throw .unknownKind(segments[0])
        }
        let hasQuery = pathAndQuery.count > 1
        if hasQuery && !family.contains(where: \.takesQuery) { throw .unexpectedQuery(text) }
        for pattern in family where pattern.segments.count == segments.count {
            if let numbers = try Self.numbers(of: pattern, in: segments) {
                return try route(pattern, numbers, query: hasQuery ? String(pathAndQuery[1]) : nil, text: text)
            }
        }
        if segments.count > longest.segments.count {
            throw .extraSegments(segments[longest.segments.count...].joined(separator: "/"))
        }
        var numbers: [Int] = []
        var lastLiteral = segments[0]
        for (index, segment) in longest.segments.enumerated() {
            if index == segments.count {
                guard
                    let pattern = family.first(where: {
                        $0.segments.count == index && longest.segments.starts(with: $0.segments)
                    })
                else {
                    throw .missingSegments(lastLiteral)
                }
                return try route(pattern, numbers, query: hasQuery ? String(pathAndQuery[1]) : nil, text: text)
            }
            switch segment {
            case .literal(let name):
                guard segments[index] == name else { throw .unexpectedSegment(segments[index]) }
                lastLiteral = name
            case .number(let name, let minimum):
                numbers.append(try Self.number(segments[index], name: name, minimum: minimum))
            case .choice(let name, let options):
                numbers.append(try Self.choice(segments[index], name: name, options: options))
            }
        }
        return try route(longest, numbers, query: hasQuery ? String(pathAndQuery[1]) : nil, text: text)
    }

    private func route(_ pattern: RoutePattern, _ numbers: [Int], query: String?, text: String) throws(RouteError)
        -> Route
    {
        guard let query else { return Route(pattern, numbers) }
        switch pattern.query {
        case nil:
            throw .unexpectedQuery(text)
        case .searchText:
            guard query.hasPrefix("q="), !query.dropFirst(2).contains("&"),
                let decoded = String(query.dropFirst(2)).removingPercentEncoding
            else {
                throw .invalidQuery(query)
            }
            return Route(pattern, numbers, query: decoded)
        case .pageNumber:
            guard query.hasPrefix("page=") else { throw .invalidPage(query) }
            let page = String(query.dropFirst(5))
            guard (try? Self.number(page, name: "page", minimum: 1)) != nil else { throw .invalidPage(query) }
            return Route(pattern, numbers, query: page)
        case .parameter(let parameter):
            let prefix = parameter.name + "="
            guard query.hasPrefix(prefix), !query.contains("&"),
                let value = String(query.dropFirst(prefix.count)).removingPercentEncoding, parameter.accepts(value)
            else {
                throw .invalidParameter(name: parameter.name, value: query, expected: parameter.expected())
            }
            return Route(pattern, numbers, query: value)
        case .discoverFilters:
            let kind: WatchlistKind = pattern.choice(numbers) == "movie" ? .movie : .tvSeries
            do throws(DiscoverQuery.Problem) {
                return Route(pattern, numbers, query: try DiscoverQuery(parsing: query, kind: kind).text)
            } catch {
                switch error {
                case .unknownFilter(let name): throw .unknownFilter(name)
                case .invalidValue(let name, let value): throw .invalidFilter(name: name, value: value)
                }
            }
        case .libraryFilters, .filters:
            do throws(DiscoverQuery.Problem) {
                if case .filters(let filters) = pattern.query {
                    return Route(pattern, numbers, query: try filters.parse(query))
                }
                return Route(pattern, numbers, query: try LibraryQuery(parsing: query).queryText)
            } catch {
                switch error {
                case .unknownFilter(let name): throw .unknownFilter(name)
                case .invalidValue(let name, let value): throw .invalidFilter(name: name, value: value)
                }
            }
        }
    }

    private static func choice(_ text: String, name: String, options: [String]) throws(RouteError) -> Int {
        guard let index = options.firstIndex(of: text) else {
            throw .invalidChoice(name: name, value: text, options: options)
        }
        return index
    }

    /// The numbers of `segments` read as `pattern`; nil when a literal differs.
    private static func numbers(of pattern: RoutePattern, in segments: [String]) throws(RouteError) -> [Int]? {
        for (segment, text) in zip(pattern.segments, segments) {
            if case .literal(let name) = segment, name != text { return nil }
        }
        var numbers: [Int] = []
        for (segment, text) in zip(pattern.segments, segments) {
            switch segment {
            case .literal: continue
            case .number(let name, let minimum): numbers.append(try number(text, name: name, minimum: minimum))
            case .choice(let name, let options): numbers.append(try choice(text, name: name, options: options))
            }
        }
        return numbers
    }

    private static func number(_ text: String, name: String, minimum: Int) throws(RouteError) -> Int {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let value = Int(text), value >= minimum
        else {
            throw .invalidNumber(name: name, value: text)
        }
        return value
    }
}
