import Features
import GtkKit
import Localization

/// The context menu of a card (a poster, a search result): Open, Open on TMDb, Copy Link, Add to or Remove
/// from Watchlist for movies and series, and the library's items (``LibraryMenuItems``: a series' status,
/// Hide or Unhide, Add to List…). It opens with a right click on the card, and with
/// Shift+F10 or the Menu key while the card has keyboard focus; the library's items have keys of their own.
@MainActor
final class CardMenu {
    /// The menu's actions ("card.*" on the card), made the first time the menu opens or a key runs one: most
    /// cards never need them, and a grid makes a screenful of cards before its first frame.
    private struct Actions {
        /// Held with the card (GTK holds it too, once inserted).
        let group: SimpleActionGroup
        let add: SimpleAction
        let remove: SimpleAction
        let web: [SimpleAction]
        let library: LibraryMenuItems?
    }

    private let actions: CardActions
    private let anchor: Widget
    private var made: Actions?
    private var route: Route?
    /// The widget the menu keys were added to (compared, never dereferenced).
    private var keysOn: UnsafeMutableRawPointer?

    /// A menu for the card `anchor` (its actions are "card.*" on it).
    init(actions: CardActions, anchor: Widget) {
        self.actions = actions
        self.anchor = anchor
        let rightClick = GestureClick(button: 3)
        rightClick.onPressed { [weak self, weak rightClick] _, x, y in
            rightClick?.claim()
            self?.popUp(at: (x, y))
        }
        anchor.addController(rightClick)
    }

    /// The card now shows `route`; `focusable` (the list item or row around the card, which takes keyboard
    /// focus) gets the menu keys and the library's.
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
        if actions.library != nil {
            LibraryMenuItems.addShortcuts(to: keys) { [weak self] in self?.madeActions().library?.run($0) ?? false }
        }
        focusable.addController(keys)
    }

    /// The menu's actions, made and given to the card the first time.
    private func madeActions() -> Actions {
        if let made { return made }
        let group = SimpleActionGroup()
        group.addAction("open") { [weak self] in
            guard let self, let route = self.route else { return }
            self.actions.open(route)
        }
        let web = [
            group.addAction("open-on-tmdb") { [weak self] in
                guard let self, let url = self.route.flatMap(self.actions.webURL) else { return }
                self.anchor.openURI(url)
            },
            group.addAction("copy-link") { [weak self] in
                guard let self, let url = self.route.flatMap(self.actions.webURL) else { return }
                self.anchor.copyToClipboard(url)
            },
        ]
        let add = group.addAction("watchlist-add") { [weak self] in self?.setOnWatchlist(true) }
        let remove = group.addAction("watchlist-remove") { [weak self] in self?.setOnWatchlist(false) }
        let library = actions.library.map { library in
            LibraryMenuItems(library: library, group: group, anchor: anchor) { [weak self] in self?.route }
        }
        anchor.insertActionGroup(group, prefix: "card")
        let actions = Actions(group: group, add: add, remove: remove, web: web, library: library)
        made = actions
        return actions
    }

    private func popUp(at point: (x: Double, y: Double)?) {
        guard let route else { return }
        let made = madeActions()
        // The watchlist may not be loaded yet: adding a title already on it changes nothing.
        let items = CardActions.watchlistItems(
            for: route, isOnWatchlist: actions.isOnWatchlist(route),
            addWhenUnknown: true)
        made.add.isEnabled = items.add
        made.remove.isEnabled = items.remove
        let hasLink = actions.webURL(of: route) != nil
        made.web.forEach { $0.isEnabled = hasLink }
        made.library?.update(for: route)
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
