import Features
import GtkKit
import Localization

/// Stand-in root pages until the real screens are wired in by the composition root.
@MainActor
enum PlaceholderPages {
    /// A status page for `page`; the Search placeholder carries a search entry (for Ctrl+F).
    static func make(for page: AppPage) -> (root: Widget, searchEntry: SearchEntry?) {
        let status = StatusPage(iconName: page.iconName, title: page.title, description: description(of: page))
        status.vexpand = true
        guard page == .search else { return (status, nil) }
        let entry = SearchEntry(placeholder: tr("Search movies, TV series and people"))
        let box = Box(.vertical, spacing: 0)
        let clamp = Clamp(child: entry, maximumSize: 600)
        clamp.setMargins(top: 12, bottom: 0, start: 12, end: 12)
        box.append(clamp)
        box.append(status)
        return (box, entry)
    }

    private static func description(of page: AppPage) -> String {
        switch page {
        case .explore: tr("Trending and popular movies and TV series.")
        case .search: tr("Find movies, TV series and people.")
        case .watchlist: tr("Movies and TV series you saved.")
        case .upNext: tr("The next episode of every series you watch.")
        }
    }
}
