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
    private let actions = SimpleActionGroup()
    private var shown: LibraryPageDisplay?
    private var currentRoute = Route.library(.watching)
    private var isShowingText = false
    /// Set while the bar shows a display: the toggles' and menus' own signals are not the user's.
    private var isUpdating = false
    /// The layout the controls were made for: choices that differ only in what is selected (and so in the
    /// routes they open) update the controls in place, without making them again.
    private var layout: [[String]] = []
    /// The controls and genre toggles of the last rebuild, to take out at the next.
    private var built: [(box: Box, child: Widget)] = []
    private var menus: [(name: String, button: MenuButton, action: SimpleAction)] = []
    private var servicesToggle: ToggleButton?
    private var genreToggles: [ToggleButton] = []
    private lazy var sortAction = SimpleAction("sort", intState: 0) { [weak self] index in
        guard let self, let choices = self.shown?.sort.choices, choices.indices.contains(Int(index)) else { return }
        self.open(choices[Int(index)].route)
    }

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
        actions.add(sortAction)
        widget.insertActionGroup(actions, prefix: "library")
        sortButton.insertActionGroup(actions, prefix: "library")
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
        isUpdating = true
        defer { isUpdating = false }
        let layout = Self.layout(of: display)
        if layout != self.layout {
            self.layout = layout
            rebuild(display)
        }
        update(display)
    }

    /// What the controls are made for: the menus' choices, "On My Services", the genres, the orders.
    private static func layout(of display: LibraryPageDisplay) -> [[String]] {
        [
            display.places.choices.map(\.label), display.onMyServices.map { [$0.label] } ?? [],
            display.decade.choices.map(\.label), display.rating.choices.map(\.label),
            display.genreMatch?.choices.map(\.label) ?? [], display.genres.map(\.label),
            display.sort.choices.map(\.label),
        ]
    }

    /// The display's menu of the controls row named `name`.
    private static func menu(_ name: String, of display: LibraryPageDisplay?) -> LibraryPageDisplay.Menu? {
        switch name {
        case "place": display?.places
        case "decade": display?.decade
        case "rating": display?.rating
        case "match": display?.genreMatch
        default: nil
        }
    }

    /// Makes the controls for `display`'s layout; their handlers open the routes of the display shown then.
    private func rebuild(_ display: LibraryPageDisplay) {
        built.forEach { $0.box.remove($0.child) }
        built.removeAll()
        menus.forEach { actions.removeAction($0.action.name) }
        menus.removeAll()
        placeButton = addMenu("place", display.places)
        placeButton?.isVisible = showsPlaceMenu
        servicesToggle = display.onMyServices.map { services in
            let toggle = ToggleButton(label: services.label, active: services.isSelected)
            toggle.tooltip = services.label
            toggle.onToggled { [weak self] in
                guard let self, !self.isUpdating, let route = self.shown?.onMyServices?.route else { return }
                self.open(route)
            }
            add(toggle, to: controls)
            return toggle
        }
        _ = addMenu("decade", display.decade)
        _ = addMenu("rating", display.rating)
        if let match = display.genreMatch { _ = addMenu("match", match) }
        genreToggles = display.genres.indices.map { index in
            let toggle = ToggleButton(label: display.genres[index].label, active: display.genres[index].isSelected)
            toggle.addCSSClass("popcorn-genre-toggle")
            toggle.onToggled { [weak self] in
                guard let self, !self.isUpdating, let genres = self.shown?.genres, genres.indices.contains(index)
                else { return }
                self.open(genres[index].route)
            }
            add(toggle, to: genres)
            return toggle
        }
        genreRow.isVisible = !display.genres.isEmpty
        let sortMenu = Menu()
        for (index, choice) in display.sort.choices.enumerated() {
            sortMenu.append(choice.label, action: "library.sort", target: Int32(index))
        }
        sortButton.setMenu(sortMenu)
    }

    /// Shows what `display` selects in the controls made for its layout.
    private func update(_ display: LibraryPageDisplay) {
        for menu in menus {
            guard let shown = Self.menu(menu.name, of: display) else { continue }
            menu.action.intState = Int32(shown.choices.firstIndex(where: \.isSelected) ?? 0)
            if menu.button.label != shown.label { menu.button.label = shown.label }
            menu.button.setAccessibleLabel(
                "\(shown.name): \(shown.choices.first(where: \.isSelected)?.label ?? shown.label)")
        }
        if let services = display.onMyServices { servicesToggle?.isActive = services.isSelected }
        for (toggle, genre) in zip(genreToggles, display.genres) {
            toggle.isActive = genre.isSelected
            let tooltip =
                genre.isSelected
                // Translators: the tooltip of a genre toggle on the Library page that is on / off.
                ? String(format: tr("Stop filtering by %@"), genre.label)
                : String(format: tr("Show only %@"), genre.label)
            if toggle.tooltip != tooltip { toggle.tooltip = tooltip }
        }
        sortAction.intState = Int32(display.sort.choices.firstIndex(where: \.isSelected) ?? 0)
    }

    /// A menu button for `menu` in the controls row, its choices radio items of the action `library.NAME`.
    private func addMenu(_ name: String, _ menu: LibraryPageDisplay.Menu) -> MenuButton {
        let items = Menu()
        for (index, choice) in menu.choices.enumerated() {
            items.append(choice.label, action: "library.\(name)", target: Int32(index))
        }
        let action = SimpleAction(name, intState: 0) { [weak self] index in
            guard let self, let choices = Self.menu(name, of: self.shown)?.choices,
                choices.indices.contains(Int(index)), !choices[Int(index)].isSelected
            else { return }
            self.open(choices[Int(index)].route)
        }
        actions.add(action)
        let button = MenuButton(label: menu.label, menu: items)
        button.tooltip = menu.name
        add(button, to: controls)
        menus.append((name, button, action))
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
