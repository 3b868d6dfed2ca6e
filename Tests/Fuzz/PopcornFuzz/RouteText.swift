import Features
import Foundation

/// The route target: the input is a ROUTE as typed on the command line.
enum RouteText {
    /// Parses `data`; a route that parses prints as text that parses back to the same route.
    static func parse(_ data: Data) {
        guard let route = try? Route(parsing: String(decoding: data, as: UTF8.self)) else { return }
        let again = try? Route(parsing: route.description)
        precondition(again == route, "\(route) does not survive printing and parsing")
    }
}
