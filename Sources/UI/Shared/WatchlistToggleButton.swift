import Features
import GtkKit
import Localization

/// The header-bar button that adds a title to the watchlist or removes it: a "plus" icon when it is not
/// on the list, a check mark when it is, cross-faded; the tooltip and accessible label say what a click does.
@MainActor
public final class WatchlistToggleButton {
    /// The button to put in the header bar.
    public let button: Button
    private let icons = Stack()
    private var current: WatchlistButton?

    /// A button running `onToggle` when clicked.
    public init(onToggle: @escaping @MainActor () -> Void) {
        icons.add(Image(iconName: "list-add-symbolic"), name: "list-add-symbolic")
        icons.add(Image(iconName: "object-select-symbolic"), name: "object-select-symbolic")
        button = Button(child: icons)
        button.onClicked(onToggle)
        show(WatchlistButton(isOnWatchlist: false))
    }

    /// Shows `state` (icon, tooltip, accessible label).
    public func show(_ state: WatchlistButton) {
        guard state != current else { return }
        current = state
        icons.visibleChildName = state.iconName
        button.tooltip = state.label
        button.setAccessibleLabel(state.label)
    }
}
