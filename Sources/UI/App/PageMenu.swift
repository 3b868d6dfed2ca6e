import Features
import GtkKit
import Localization

/// The menu of a details page, in the header bar while one shows: Open on TMDb, Copy Link (the page's TMDb
/// address), Add to or Remove from Watchlist (movies and series, Ctrl+D) and Refresh (Ctrl+R, F5). Its
/// items are window actions, so their shortcuts work with the menu closed; an action that does not apply
/// to the visible page is disabled (the watchlist items are hidden then).
@MainActor
final class PageMenu {
    /// The page the menu acts on: its route and whether its title is on the watchlist (nil: not known, or
    /// not a movie or series).
    struct Target {
        let route: Route
        let isOnWatchlist: Bool?
    }

    /// The menu button.
    let button: MenuButton
    private let openOnTMDb: SimpleAction
    private let copyLink: SimpleAction
    private let addToWatchlist: SimpleAction
    private let removeFromWatchlist: SimpleAction
    private let cardActions: CardActions
    private let current: Current

    /// The shown target, read by the actions.
    private final class Current {
        var target: Target?
    }

    /// Adds the actions to `window`; `toggleWatchlist` runs the watchlist items (Refresh is the window's
    /// `win.refresh`).
    init(window: ApplicationWindow, application: Application, cardActions: CardActions,
         toggleWatchlist: @escaping @MainActor () -> Void) {
        self.cardActions = cardActions
        let current = Current()
        self.current = current
        let webURL: @MainActor () -> String? = { current.target.flatMap { cardActions.webURL(of: $0.route) } }
        openOnTMDb = window.addAction("open-on-tmdb") { [weak window] in
            if let url = webURL() { window?.openURI(url) }
        }
        copyLink = window.addAction("copy-link") { [weak window] in
            if let url = webURL() { window?.copyToClipboard(url) }
        }
        addToWatchlist = window.addAction("watchlist-add", toggleWatchlist)
        removeFromWatchlist = window.addAction("watchlist-remove", toggleWatchlist)
        // Both, since only one of them is enabled at a time.
        application.setAccelerators(["<Control>d"], for: "win.watchlist-add")
        application.setAccelerators(["<Control>d"], for: "win.watchlist-remove")

        let web = CardActions.webItems(group: "win")
        let page = CardActions.watchlistMenuItems(group: "win")
        page.append(tr("_Refresh"), action: "win.refresh")
        let menu = Menu()
        menu.appendSection(web)
        menu.appendSection(page)
        button = MenuButton(iconName: "view-more-symbolic", menu: menu)
        button.setAccessibleLabel(tr("Page Menu"))
        button.tooltip = tr("Page Menu")
        show(nil)
    }

    /// Shows the menu for `target` (a details page), or hides it (a tab's root page).
    func show(_ target: Target?) {
        current.target = target
        button.isVisible = target != nil
        let hasLink = target.flatMap { cardActions.webURL(of: $0.route) } != nil
        openOnTMDb.isEnabled = hasLink
        copyLink.isEnabled = hasLink
        // Until the page has read the library, its toggle does not know which of the two to offer.
        let items = target.map {
            CardActions.watchlistItems(for: $0.route, isOnWatchlist: $0.isOnWatchlist, addWhenUnknown: false)
        }
        addToWatchlist.isEnabled = items?.add ?? false
        removeFromWatchlist.isEnabled = items?.remove ?? false
    }
}
