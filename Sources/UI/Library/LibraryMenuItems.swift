import Catalog
import Features
import GtkKit
import Localization

/// The library's items of a card menu or the page menu, as actions of `group`: Put On Hold, Drop and Clear
/// Status (series only), Hide or Unhide, Add to List… (movies and series). An item that does not apply to
/// the title is disabled, and hidden. Each has a keyboard shortcut (``addShortcuts(to:)``), shown in the menu.
@MainActor
final class LibraryMenuItems {
    /// One of the library's commands: its action, menu label and keyboard shortcut.
    private struct Command {
        let action: String
        let label: String
        let accelerator: String
        /// Whether it applies to a title of `isSeries` with the user's `status` and `isHidden`.
        let applies: (_ isSeries: Bool, _ status: LibraryStatus?, _ isHidden: Bool) -> Bool
    }

    /// The commands in menu order. Hide and Unhide share their key: one of them applies at a time. Keep the keys
    /// in step with the shortcuts window (GnomeIntegration's `ShortcutCatalog`).
    private static var commands: [Command] {
        [
            Command(
                action: "status-on-hold", label: tr("Put On _Hold"), accelerator: "<Control><Shift>o",
                applies: { isSeries, status, _ in isSeries && status != .onHold }),
            Command(
                action: "status-dropped", label: tr("_Drop"), accelerator: "<Control><Shift>x",
                applies: { isSeries, status, _ in isSeries && status != .dropped }),
            Command(
                action: "status-clear", label: tr("Clear _Status"), accelerator: "<Control><Shift>BackSpace",
                applies: { isSeries, status, _ in isSeries && status != nil }),
            Command(
                action: "hide", label: tr("Hi_de"), accelerator: "<Control><Shift>h",
                applies: { _, _, isHidden in !isHidden }),
            Command(
                action: "unhide", label: tr("_Unhide"), accelerator: "<Control><Shift>h",
                applies: { _, _, isHidden in isHidden }),
            Command(
                action: "add-to-list", label: tr("Add to _List…"), accelerator: "<Control><Shift>l",
                applies: { _, _, _ in true }),
        ]
    }

    private let library: LibraryCardActions
    private let route: @MainActor () -> Route?
    /// The actions by name, and what each runs.
    private var actions: [String: (action: SimpleAction, run: @MainActor () -> Void)] = [:]

    /// Adds the actions to `group`; they act on the route `route()` gives when run.
    init(
        library: LibraryCardActions, group: SimpleActionGroup, anchor: Widget,
        route: @escaping @MainActor () -> Route?
    ) {
        self.library = library
        self.route = route
        let runs: [String: @MainActor (Route) -> Void] = [
            "status-on-hold": { library.setStatus($0, .onHold) },
            "status-dropped": { library.setStatus($0, .dropped) },
            "status-clear": { library.setStatus($0, nil) },
            "hide": { library.setHidden($0, true) },
            "unhide": { library.setHidden($0, false) },
            "add-to-list": { [weak anchor] in if let anchor { library.addToList($0, anchor) } },
        ]
        for (name, run) in runs {
            let perform: @MainActor () -> Void = { if let route = route() { run(route) } }
            actions[name] = (group.addAction(name, perform), perform)
        }
    }

    /// Enables the items that apply to `route` (nil: none).
    func update(for route: Route?) {
        let title = route?.watchlistTitle
        let status = route.flatMap(library.status)
        let isHidden = route.map(library.isHidden) ?? false
        for command in Self.commands {
            actions[command.action]?.action.isEnabled =
                title != nil && command.applies(title?.kind == .tvSeries, status, isHidden)
        }
    }

    /// The commands' keys, each once.
    private static let accelerators = Array(Set(commands.map(\.accelerator))).sorted()

    /// Gives `widget` the commands' keys: while focus is inside it, a key runs the command that applies to the
    /// route then (the same as its menu item). A key is left to the widgets around only while the route is no
    /// movie or series (a focused person's card on a series page: the page's key).
    func addShortcuts(to widget: Widget) {
        let keys = ShortcutController(scope: .local)
        Self.addShortcuts(to: keys) { [weak self] accelerator in self?.run(accelerator) ?? false }
        widget.addController(keys)
    }

    /// Adds the commands' keys to `keys`, each running `run` with its accelerator (a card's menu, whose
    /// items are made when first needed).
    static func addShortcuts(to keys: ShortcutController, _ run: @escaping @MainActor (String) -> Bool) {
        for accelerator in accelerators {
            keys.addShortcut(accelerator) { run(accelerator) }
        }
    }

    /// Runs the command of `accelerator` that applies to the current route (as its key does); false when the
    /// route is no movie or series.
    func run(_ accelerator: String) -> Bool {
        let route = self.route()
        guard route?.watchlistTitle != nil else { return false }
        update(for: route)
        let command = Self.commands.first {
            $0.accelerator == accelerator && actions[$0.action]?.action.isEnabled == true
        }
        if let command { actions[command.action]?.run() }
        return true
    }

    /// The items for the actions `<group>.status-on-hold` … `<group>.add-to-list`, with their keys.
    static func menu(group: String) -> Menu {
        let menu = Menu()
        for command in commands {
            menu.append(
                command.label, action: "\(group).\(command.action)", hiddenWhenDisabled: true,
                accelerator: command.accelerator)
        }
        return menu
    }
}
