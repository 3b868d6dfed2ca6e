import Catalog
import Features
import GtkKit

/// Discover's filters above the grid: a menu button per filter (sort, year, rating, language, and "On My
/// Services" once the user chose services) showing its choice; choosing another opens the query it makes.
/// Under them, the filters in effect (the genre too) as chips: activating one opens the query without it.
/// Both rows scroll sideways when the window is narrow.
@MainActor
final class DiscoverFilterBar {
    let widget = Box(.vertical, spacing: 6)
    private let actions = SimpleActionGroup()

    init(query: DiscoverQuery, myServices: [Int], open: @escaping @MainActor (DiscoverQuery) -> Void) {
        let filters = DiscoverFilters(query, myServices: myServices)
        let buttons = Box(.horizontal, spacing: 6)
        for (index, filter) in filters.filters.enumerated() {
            let menu = Menu()
            for (choiceIndex, choice) in filter.choices.enumerated() {
                menu.append(choice.label, action: "discover.filter\(index)", target: Int32(choiceIndex))
            }
            let action = SimpleAction("filter\(index)", intState: Int32(filter.selected)) { choice in
                let chosen = Int(choice)
                guard chosen != filter.selected, filter.choices.indices.contains(chosen) else { return }
                open(filter.choices[chosen].query)
            }
            actions.add(action)
            let button = MenuButton(label: filter.label, menu: menu)
            button.setAccessibleLabel("\(filter.name): \(filter.label)")
            button.tooltip = filter.name
            buttons.append(button)
        }
        widget.append(Self.row(buttons))
        let chips = Box(.horizontal, spacing: 6)
        for chip in filters.chips {
            chips.append(Self.chipButton(chip) { open(chip.query) })
        }
        let chipRow = Self.row(chips)
        chipRow.isVisible = !filters.chips.isEmpty
        widget.append(chipRow)
        widget.insertActionGroup(actions, prefix: "discover")
    }

    /// A row of `content` that scrolls sideways when it is wider than the page.
    private static func row(_ content: Widget) -> ScrolledWindow {
        let scroller = ScrolledWindow(child: content, horizontal: .automatic, vertical: .never)
        scroller.hexpand = true
        return scroller
    }

    /// A filter in effect: its label and a cross; activating it removes the filter.
    private static func chipButton(_ chip: DiscoverFilters.Chip, remove: @escaping @MainActor () -> Void) -> Button {
        let content = Box(.horizontal, spacing: 6)
        content.append(Label(chip.label))
        content.append(Image(iconName: "window-close-symbolic"))
        let button = Button(child: content)
        button.addCSSClass("popcorn-chip")
        button.setAccessibleLabel(chip.removeLabel)
        button.tooltip = chip.removeLabel
        button.onClicked(remove)
        return button
    }
}
