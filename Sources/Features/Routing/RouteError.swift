import Foundation
import Localization

/// Why a route's text form could not be parsed.
public enum RouteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is empty.
    case empty
    /// The first segment is not one of the known kinds.
    case unknownKind(String)
    /// An id or number is not a non-negative decimal integer in range.
    case invalidNumber(name: String, value: String)
    /// Segments follow a complete route.
    case extraSegments(String)
    /// The route stops before its required segments (e.g. "tv/1/season").
    case missingSegments(String)
    /// A segment other than "season" / "episode" where one of those belongs.
    case unexpectedSegment(String)
    /// The search query is not of the form `q=…` (percent-encoded).
    case invalidQuery(String)
    /// The page query is not of the form `page=N` (N ≥ 1).
    case invalidPage(String)
    /// A query part on a route that takes none.
    case unexpectedQuery(String)
    /// A word that is not one of the route's choices (e.g. an Explore section).
    case invalidChoice(name: String, value: String, options: [String])
    /// A page's query parameter (``RouteQueryParameter``) with a value it refuses: the query and what it expects.
    case invalidParameter(name: String, value: String, expected: String)
    /// A discover filter Popcorn does not know.
    case unknownFilter(String)
    /// A discover filter with a malformed value.
    case invalidFilter(name: String, value: String)

    /// A translated explanation.
    public var description: String {
        switch self {
        case .empty:
            tr("The route is empty.")
        case .unknownKind(let kind):
            String(
                format: tr("Unknown route “%@”: expected one of %@."), kind,
                RouteTable.popcorn.kinds.joined(separator: ", "))
        case .invalidNumber(let name, let value):
            String(format: tr("“%@” is not a valid %@ number."), value, name)
        case .extraSegments(let extra):
            String(format: tr("Unexpected extra segments “%@”."), extra)
        case .missingSegments(let after):
            String(format: tr("The route is incomplete after “%@”."), after)
        case .unexpectedSegment(let segment):
            String(format: tr("Unexpected segment “%@”."), segment)
        case .invalidQuery(let query):
            String(format: tr("Invalid search query “%@”: expected q=…"), query)
        case .invalidPage(let query):
            String(format: tr("Invalid page “%@”: expected page=N, N a number from 1."), query)
        case .unexpectedQuery(let text):
            String(format: tr("This route takes no query: “%@”."), text)
        case .invalidChoice(let name, let value, let options):
            String(format: tr("“%@” is not a valid %@: expected %@."), value, name, options.joined(separator: ", "))
        case .invalidParameter(let name, let value, let expected):
            // Translators: an invalid route query, e.g. “year=1800”, the parameter's name and what it expects
            // ("Invalid “year=1800”: year takes a year from 1900 to 2027.").
            String(format: tr("Invalid “%@”: %@ takes %@."), value, name, expected)
        case .unknownFilter(let name):
            String(format: tr("Unknown filter “%@”."), name)
        case .invalidFilter(let name, let value):
            String(format: tr("Invalid value “%@” for the filter “%@”."), value, name)
        }
    }
}
