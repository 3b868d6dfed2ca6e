import ArgumentParser
import Catalog
import Features
import Localization

/// What the tracking commands (`watched`, `rate`) share: their routes and how a play is printed. They run
/// through ``CommandRunner``.
enum TrackingCommand {
    /// The trackable route `text` names (`allowed` kinds only); a usage error otherwise.
    static func route(parsing text: String, allowingSeasons: Bool = true) throws -> TrackableRoute {
        guard let route = (try? Route(parsing: text)).flatMap(TrackableRoute.init),
            allowingSeasons || route.title != nil
        else {
            let expected =
                allowingSeasons
                ? tr("movie/ID, tv/ID, tv/ID/season/N or tv/ID/season/N/episode/E")
                : tr("movie/ID, tv/ID or tv/ID/season/N/episode/E")
            throw ValidationError(String(format: tr("'%@' is not a route of %@"), text, expected))
        }
        return route
    }

    /// The help of the ROUTE argument of `watched`.
    static var playableRouteHelp: ArgumentHelp {
        ArgumentHelp(tr("movie/ID, tv/ID, tv/ID/season/N or tv/ID/season/N/episode/E"), valueName: "ROUTE")
    }

    /// "ROUTE<TAB>WATCHED_AT" (ISO 8601, UTC).
    static func line(_ play: Play) -> String {
        Route(play.title).description + "\t" + DumpJSON.iso8601(play.watchedAt)
    }
}
