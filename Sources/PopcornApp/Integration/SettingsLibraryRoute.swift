import Features
import GnomeIntegration

extension AppSettings {
    /// The Library page's section with its filters (`library-route`), shown again at the next start; a value
    /// that is no Library route (an older version's, a list's route this version cannot read) reads as Watching.
    var libraryRoute: Route {
        get {
            guard let route = try? Route(parsing: stringValue(.libraryRoute)), route.libraryPlace != nil else {
                return .library(.watching)
            }
            return route
        }
        set { set(.libraryRoute, .string(newValue.description)) }
    }
}
