import Catalog
import Features
import GtkKit
import Localization

/// The library's items of a card menu or the page menu, as actions of `group`: Put On Hold, Drop and Clear
/// Status (series only), Hide or Unhide, Add to List… (movies and series). An item that does not apply to
/// the title is disabled, and hidden.
@MainActor
final class LibraryMenuItems {
    private let library: LibraryCardActions
    private let onHold: SimpleAction
    private let dropped: SimpleAction
    private let clear: SimpleAction
    private let hide: SimpleAction
    private let unhide: SimpleAction
    private let addToList: SimpleAction

    /// Adds the actions to `group`; they act on the route `route()` gives when run.
    init(
        library: LibraryCardActions, group: SimpleActionGroup, anchor: Widget,
        route: @escaping @MainActor () -> Route?
    ) {
        onHold = group.addAction("status-on-hold") { if let route = route() { library.setStatus(route, .onHold) } }
        dropped = group.addAction("status-dropped") { if let route = route() { library.setStatus(route, .dropped) } }
        clear = group.addAction("status-clear") { if let route = route() { library.setStatus(route, nil) } }
        hide = group.addAction("hide") { if let route = route() { library.setHidden(route, true) } }
        unhide = group.addAction("unhide") { if let route = route() { library.setHidden(route, false) } }
        addToList = group.addAction("add-to-list") { [weak anchor] in
            if let route = route(), let anchor { library.addToList(route, anchor) }
        }
        self.library = library
    }

    /// Enables the items that apply to `route` (nil: none).
    func update(for route: Route?) {
        let title = route?.watchlistTitle
        let isSeries = title?.kind == .tvSeries
        let status = route.flatMap(library.status)
        let isHidden = route.map(library.isHidden) ?? false
        onHold.isEnabled = isSeries && status != .onHold
        dropped.isEnabled = isSeries && status != .dropped
        clear.isEnabled = isSeries && status != nil
        hide.isEnabled = title != nil && !isHidden
        unhide.isEnabled = title != nil && isHidden
        addToList.isEnabled = title != nil
    }

    /// The items for the actions `<group>.status-on-hold` … `<group>.add-to-list`.
    static func menu(group: String) -> Menu {
        let menu = Menu()
        menu.append(tr("Put On _Hold"), action: "\(group).status-on-hold", hiddenWhenDisabled: true)
        menu.append(tr("_Drop"), action: "\(group).status-dropped", hiddenWhenDisabled: true)
        menu.append(tr("Clear _Status"), action: "\(group).status-clear", hiddenWhenDisabled: true)
        menu.append(tr("Hi_de"), action: "\(group).hide", hiddenWhenDisabled: true)
        menu.append(tr("_Unhide"), action: "\(group).unhide", hiddenWhenDisabled: true)
        menu.append(tr("Add to _List…"), action: "\(group).add-to-list", hiddenWhenDisabled: true)
        return menu
    }
}
