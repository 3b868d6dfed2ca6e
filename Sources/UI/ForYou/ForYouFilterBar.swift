import Features
import GtkKit

/// For You's filters above the grid: "On My Services" (once services are chosen) and the runtimes, toggles
/// that open the route with the filter toggled; the row scrolls sideways when the window is narrow.
@MainActor
final class ForYouFilterBar {
    let widget: ScrolledWindow

    init(_ filters: ForYouFilters, open: @escaping @MainActor (Route) -> Void) {
        let buttons = Box(.horizontal, spacing: 6)
        for toggle in [filters.onMyServices].compactMap({ $0 }) + filters.runtimes {
            let button = ToggleButton(label: toggle.label, active: toggle.isSelected)
            button.tooltip = toggle.label.replacingOccurrences(of: "_", with: "")
            _ = button.onToggled { open(toggle.route) }
            buttons.append(button)
        }
        widget = ScrolledWindow(child: buttons, horizontal: .automatic, vertical: .never)
        widget.hexpand = true
    }
}
