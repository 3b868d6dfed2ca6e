import Catalog
import Features
import GtkKit

/// Discover's filters above the grid: a menu button per filter (sort, year, rating, language, and "On My
/// Services" once the user chose services) showing its choice; choosing another opens the query it makes.
@MainActor
final class DiscoverFilterBar {
    let widget = Box(.horizontal, spacing: 6)
    private let actions = SimpleActionGroup()

    init(query: DiscoverQuery, myServices: [Int], open: @escaping @MainActor (DiscoverQuery) -> Void) {
        widget.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        let scroller = ScrolledWindow(child: nil, horizontal: .automatic, vertical: .never)
        let buttons = Box(.horizontal, spacing: 6)
        for (index, filter) in DiscoverFilters(query, myServices: myServices).filters.enumerated() {
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
        scroller.child = buttons
        scroller.hexpand = true
        widget.append(scroller)
        widget.insertActionGroup(actions, prefix: "discover")
    }
}
