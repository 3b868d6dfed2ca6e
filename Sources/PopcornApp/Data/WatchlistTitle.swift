import ArgumentParser
import Catalog
import Features
import Localization

/// A title of the watchlist named by a ROUTE argument (`movie/ID` or `tv/ID`).
struct WatchlistTitle: Sendable {
    let kind: WatchlistKind
    let id: Int

    /// The title `text` names; a usage error for any other route.
    init(parsing text: String) throws {
        guard let title = (try? Route(parsing: text))?.watchlistTitle else {
            throw ValidationError(String(format: tr("'%@' is not a movie or TV series route"), text))
        }
        (kind, id) = title
    }

    /// The route naming the title ("movie/603").
    var route: String { Route(kind, id: id).description }

    /// The help of a ROUTE argument naming a title.
    static var help: ArgumentHelp {
        ArgumentHelp(tr("expected one ROUTE (movie/ID or tv/ID)"), valueName: "ROUTE")
    }
}
