import Features
import GtkKit
import Localization

/// The menu of a details page, in the header bar while one shows — the page's only menu: Open on TMDb and
/// Copy Link (only for pages with a TMDb page), the page's own items (``PageMenuItems``, e.g. Export
/// Calendar…), Add to or Remove from Watchlist (movies and series, Ctrl+D), the library's items (a series'
/// status, Hide or Unhide, Add to List…: ``LibraryMenuItems``, actions `title.*`) and Refresh (Ctrl+R, F5). Its
/// items are window actions, so their shortcuts work with the menu closed; an action that does not apply
/// to the visible page is disabled, and its item hidden.
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
    private let libraryGroup = SimpleActionGroup()
    private var libraryItems: LibraryMenuItems?
    /// What the shown menu was built for: whether it has the web items, and the page's own items.
    private var shownMenu: (hasLink: Bool, items: PageMenuItems?)?

    /// The shown target, read by the actions.
    private final class Current {
        var target: Target?
    }

    /// Adds the actions to `window`; `toggleWatchlist` runs the watchlist items (Refresh is the window's
    /// `win.refresh`).
    init(
        window: ApplicationWindow, application: Application, cardActions: CardActions,
        toggleWatchlist: @escaping @MainActor () -> Void
    ) {
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

        button = MenuButton(iconName: "view-more-symbolic", menu: Menu())
        button.setAccessibleLabel(tr("Page Menu"))
        button.tooltip = tr("Page Menu")
        libraryItems = cardActions.library.map { library in
            LibraryMenuItems(library: library, group: libraryGroup, anchor: button) { current.target?.route }
        }
        // After a focused poster's own keys (``CardMenu``): they act on the page's title.
        libraryItems?.addShortcuts(to: window)
        button.insertActionGroup(libraryGroup, prefix: "title")
        show(nil)
    }

    /// Shows the menu for `target` (a details page) with the page's own items, or hides it (a tab's root page).
    func show(_ target: Target?, pageItems: PageMenuItems? = nil) {
        current.target = target
        button.isVisible = target != nil
        let hasLink = target.flatMap { cardActions.webURL(of: $0.route) } != nil
        openOnTMDb.isEnabled = hasLink
        copyLink.isEnabled = hasLink
        if target != nil {
            buildMenu(hasLink: hasLink, items: pageItems)
        } else {
            // Back at a root page: the closed page's actions (and the store their handlers hold) go with it.
            dropPageItems()
            shownMenu = nil
        }
        // Until the page has read the library, its toggle does not know which of the two to offer.
        let items = target.map {
            CardActions.watchlistItems(for: $0.route, isOnWatchlist: $0.isOnWatchlist, addWhenUnknown: false)
        }
        addToWatchlist.isEnabled = items?.add ?? false
        removeFromWatchlist.isEnabled = items?.remove ?? false
        libraryItems?.update(for: target?.route)
    }

    /// Builds the menu when what it lists changed (not on every update: an open menu would close).
    private func buildMenu(hasLink: Bool, items: PageMenuItems?) {
        if let shownMenu, shownMenu.hasLink == hasLink, shownMenu.items?.actions === items?.actions { return }
        if items == nil { dropPageItems() }
        shownMenu = (hasLink, items)
        let menu = Menu()
        if hasLink { menu.appendSection(CardActions.webItems(group: "win")) }
        if let items {
            let own = Menu()
            for item in items.items { own.append(item.label, action: "\(PageMenuItems.prefix).\(item.action)") }
            menu.appendSection(own)
            if let choices = items.choices {
                let section = Menu()
                for item in choices.items {
                    section.append(item.label, action: "\(PageMenuItems.prefix).\(choices.action)", target: item.target)
                }
                menu.appendSection(section, label: choices.heading)
            }
            button.insertActionGroup(items.actions, prefix: PageMenuItems.prefix)
        }
        if libraryItems != nil { menu.appendSection(LibraryMenuItems.menu(group: "title")) }
        let page = CardActions.watchlistMenuItems(group: "win")
        page.append(tr("_Refresh"), action: "win.refresh")
        menu.appendSection(page)
        button.setMenu(menu)
    }

    /// Takes the shown page's own actions off the menu button, if it has any.
    private func dropPageItems() {
        if shownMenu?.items != nil { button.removeActionGroup(prefix: PageMenuItems.prefix) }
    }
}
