import Features
import GtkKit
import Localization

/// The Library's filters above the grid: the text filter (title and cast), "On My Services", the decade and
/// your-rating menus, then a toggle per genre of the section (with "All of"/"Any of These Genres" once two are
/// on); on narrow windows also a menu of the sections and lists. The sort menu goes to the header bar. Every
/// choice opens the route it makes. The rows scroll sideways when the window is narrow.
@MainActor
final class LibraryFilterBar {
    let widget = Box(.vertical, spacing: 6)
    /// The header bar's sort menu.
    let sortButton: MenuButton
    /// Whether the menu of the sections shows (narrow windows, without the sidebar).
    var showsPlaceMenu = false {
        didSet { placeButton?.isVisible = showsPlaceMenu }
    }
    private let open: @MainActor (Route) -> Void
    private let search = SearchEntry(placeholder: tr("Filter by title or cast"))
    private let controls = Box(.horizontal, spacing: 6)
    private let genres = Box(.horizontal, spacing: 6)
    private let genreRow: ScrolledWindow
    private var placeButton: MenuButton?
    private var actions = SimpleActionGroup()
    private var shown: LibraryPageDisplay?
    private var currentRoute = Route.library(.watching)
    private var isShowingText = false
    /// The controls and genre toggles of the last rebuild, to take out at the next.
    private var built: [(box: Box, child: Widget)] = []

    init(open: @escaping @MainActor (Route) -> Void) {
        self.open = open
        sortButton = MenuButton(iconName: "view-sort-descending-symbolic", menu: Menu())
        sortButton.setAccessibleLabel(tr("Sort By"))
        sortButton.tooltip = tr("Sort By")
        search.setAccessibleLabel(tr("Filter by title or cast"))
        search.setSizeRequest(width: 180)
        let first = Box(.horizontal, spacing: 6)
        first.append(search)
        first.append(controls)
        widget.append(Self.row(first))
        genreRow = Self.row(genres)
        widget.append(genreRow)
        search.onSearchChanged { [weak self] in
            guard let self, !self.isShowingText else { return }
            self.open(LibraryPageDisplay.route(self.currentRoute, filteringBy: self.search.text))
        }
    }

    /// Shows `display`'s choices (rebuilt only when they changed; the text filter keeps its focus and text).
    func show(_ display: LibraryPageDisplay, currentRoute: Route) {
        self.currentRoute = currentRoute
        if display.text != search.text.trimmingCharacters(in: .whitespacesAndNewlines) {
            isShowingText = true
            search.text = display.text
            isShowingText = false
        }
        guard display != shown else { return }
        shown = display
        rebuild(display)
    }

    private func rebuild(_ display: LibraryPageDisplay) {
        actions = SimpleActionGroup()
        built.forEach { $0.box.remove($0.child) }
        built.removeAll()
        let placeMenu = addMenu("place", display.places)
        placeMenu.isVisible = showsPlaceMenu
        placeButton = placeMenu
        if let services = display.onMyServices {
            let toggle = ToggleButton(label: services.label, active: services.isSelected)
            toggle.tooltip = services.label
            toggle.onToggled { [open] in open(services.route) }
            add(toggle, to: controls)
        }
        _ = addMenu("decade", display.decade)
        _ = addMenu("rating", display.rating)
        if let match = display.genreMatch { _ = addMenu("match", match) }
        for genre in display.genres {
            let toggle = ToggleButton(label: genre.label, active: genre.isSelected)
            toggle.addCSSClass("popcorn-genre-toggle")
            toggle.tooltip =
                genre.isSelected
                // Translators: the tooltip of a genre toggle on the Library page that is on / off.
                ? String(format: tr("Stop filtering by %@"), genre.label)
                : String(format: tr("Show only %@"), genre.label)
            toggle.onToggled { [open] in open(genre.route) }
            add(toggle, to: genres)
        }
        genreRow.isVisible = !display.genres.isEmpty
        let sortMenu = Menu()
        let sortAction = SimpleAction(
            "sort", intState: Int32(display.sort.choices.firstIndex(where: \.isSelected) ?? 0)
        ) {
            [open] index in
            guard display.sort.choices.indices.contains(Int(index)) else { return }
            open(display.sort.choices[Int(index)].route)
        }
        actions.add(sortAction)
        for (index, choice) in display.sort.choices.enumerated() {
            sortMenu.append(choice.label, action: "library.sort", target: Int32(index))
        }
        sortButton.setMenu(sortMenu)
        widget.insertActionGroup(actions, prefix: "library")
        sortButton.insertActionGroup(actions, prefix: "library")
    }

    /// A menu button for `menu` in the controls row, its choices radio items of the action `library.NAME`.
    private func addMenu(_ name: String, _ menu: LibraryPageDisplay.Menu) -> MenuButton {
        let items = Menu()
        for (index, choice) in menu.choices.enumerated() {
            items.append(choice.label, action: "library.\(name)", target: Int32(index))
        }
        let action = SimpleAction(name, intState: Int32(menu.choices.firstIndex(where: \.isSelected) ?? 0)) {
            [open] index in
            guard menu.choices.indices.contains(Int(index)), !menu.choices[Int(index)].isSelected else { return }
            open(menu.choices[Int(index)].route)
        }
        actions.add(action)
        let button = MenuButton(label: menu.label, menu: items)
        button.setAccessibleLabel("\(menu.name): \(menu.choices.first(where: \.isSelected)?.label ?? menu.label)")
        button.tooltip = menu.name
        add(button, to: controls)
        return button
    }

    private func add(_ child: Widget, to box: Box) {
        box.append(child)
        built.append((box, child))
    }

    /// A row of `content` that scrolls sideways when it is wider than the page.
    private static func row(_ content: Widget) -> ScrolledWindow {
        let scroller = ScrolledWindow(child: content, horizontal: .automatic, vertical: .never)
        scroller.hexpand = true
        return scroller
    }
}
