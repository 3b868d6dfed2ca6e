import ArgumentParser
import Catalog
import Features
import Localization

/// The title a ROUTE argument of the lists commands names (`movie/ID` or `tv/ID`).
enum ListTitle {
    /// The title `text` names; a usage error for any other route.
    static func parsing(_ text: String) throws -> LibraryTitle {
        let title = try WatchlistTitle(parsing: text)
        return LibraryTitle(title.kind, id: title.id)
    }

    /// The help of ROUTE arguments naming titles.
    static var help: ArgumentHelp {
        ArgumentHelp(tr("movie/ID or tv/ID"), valueName: "ROUTE")
    }

    /// The route naming `title` ("movie/603").
    static func route(_ title: LibraryTitle) -> String {
        Route(title.kind, id: title.id).description
    }
}
