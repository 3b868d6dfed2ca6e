import Features
import GtkKit
import Localization

/// The context menu of a card (a poster, a search result): Open, Open on TMDb, Copy Link, Add to or Remove
/// from Watchlist for movies and series, and the library's items (``LibraryMenuItems``: a series' status,
/// Hide or Unhide, Add to List…). It opens with a right click on the card, and with
/// Shift+F10 or the Menu key while the card has keyboard focus; the library's items have keys of their own.
@MainActor
final class CardMenu {
    private let actions: CardActions
    private let anchor: Widget
    private let group = SimpleActionGroup()
    private var route: Route?
    /// The widget the menu keys were added to (compared, never dereferenced).
    private var keysOn: UnsafeMutableRawPointer?
    private var addAction: SimpleAction!
    private var removeAction: SimpleAction!
    private var webActions: [SimpleAction] = []
    private var libraryItems: LibraryMenuItems?

    /// A menu for the card `anchor` (its actions are "card.*" on it).
    init(actions: CardActions, anchor: Widget) {
        self.actions = actions
        self.anchor = anchor
        group.addAction("open") { [weak self] in
            guard let self, let route = self.route else { return }
            self.actions.open(route)
        }
        webActions = [
            group.addAction("open-on-tmdb") { [weak self] in
                guard let self, let url = self.route.flatMap(self.actions.webURL) else { return }
                self.anchor.openURI(url)
            },
            group.addAction("copy-link") { [weak self] in
                guard let self, let url = self.route.flatMap(self.actions.webURL) else { return }
                self.anchor.copyToClipboard(url)
            },
        ]
        addAction = group.addAction("watchlist-add") { [weak self] in self?.setOnWatchlist(true) }
        removeAction = group.addAction("watchlist-remove") { [weak self] in self?.setOnWatchlist(false) }
        libraryItems = actions.library.map { library in
            LibraryMenuItems(library: library, group: group, anchor: anchor) { [weak self] in self?.route }
        }
        anchor.insertActionGroup(group, prefix: "card")
        let rightClick = GestureClick(button: 3)
        rightClick.onPressed { [weak self, weak rightClick] _, x, y in
            rightClick?.claim()
            self?.popUp(at: (x, y))
        }
        anchor.addController(rightClick)
    }

    /// The card now shows `route`; `focusable` (the list item or row around the card, which takes keyboard
    /// focus) gets the menu keys.
    func show(_ route: Route, focusable: Widget?) {
        self.route = route
        guard let focusable, keysOn != UnsafeMutableRawPointer(focusable.widgetPointer) else { return }
        keysOn = UnsafeMutableRawPointer(focusable.widgetPointer)
        let keys = ShortcutController(scope: .local)
        for trigger in ["<Shift>F10", "Menu"] {
            keys.addShortcut(trigger) { [weak self] in
                self?.popUp(at: nil)
                return true
            }
        }
        focusable.addController(keys)
        libraryItems?.addShortcuts(to: focusable)
    }

    private func popUp(at point: (x: Double, y: Double)?) {
        guard let route else { return }
        // The watchlist may not be loaded yet: adding a title already on it changes nothing.
        let items = CardActions.watchlistItems(
            for: route, isOnWatchlist: actions.isOnWatchlist(route),
            addWhenUnknown: true)
        addAction.isEnabled = items.add
        removeAction.isEnabled = items.remove
        let hasLink = actions.webURL(of: route) != nil
        webActions.forEach { $0.isEnabled = hasLink }
        libraryItems?.update(for: route)
        // Focus returns to the card's focusable cell (the list item or row around it), also after a right
        // click on a card that did not have focus.
        PopoverMenu.popUp(Self.menu, from: anchor, at: point, returnFocus: anchor.parent)
    }

    private func setOnWatchlist(_ isOn: Bool) {
        guard let route else { return }
        actions.setOnWatchlist(route, isOn)
    }

    /// The menu's items (shared by every card; each card's actions are its own).
    private static let menu: Menu = {
        let menu = Menu()
        let open = Menu()
        open.append(tr("_Open"), action: "card.open")
        menu.appendSection(open)
        menu.appendSection(CardActions.webItems(group: "card"))
        menu.appendSection(CardActions.watchlistMenuItems(group: "card"))
        menu.appendSection(LibraryMenuItems.menu(group: "card"))
        return menu
    }()
}
