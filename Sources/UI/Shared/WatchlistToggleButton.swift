import Features
import GtkKit
import Localization
import Store

/// The header-bar button that adds a title to the watchlist or removes it: a "plus" icon when it is not
/// on the list, a check mark when it is, cross-faded; the tooltip and accessible label say what a click does.
@MainActor
public final class WatchlistToggleButton {
    /// The button to put in the header bar.
    public let button: Button
    private let icons = Stack()
    private var current: WatchlistButton?
    private var observations: [StoreObservation] = []

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

    /// A button wired to a details page's store: a click sends `toggle` and confirms with a toast, the icon
    /// follows `isOnWatchlist`, and a failed save is shown as a toast, then `dismissError` is sent.
    public static func bound<State, Action>(
        to store: Store<State, Action>, isOnWatchlist: @escaping (State) -> Bool,
        error: @escaping (State) -> ErrorInfo?, toggle: Action, dismissError: Action,
        showToast: @escaping @MainActor (String) -> Void
    ) -> WatchlistToggleButton {
        let toggleButton = WatchlistToggleButton { [weak store] in store?.send(toggle) }
        toggleButton.button.onClicked { [weak store] in
            guard let store else { return }
            showToast(isOnWatchlist(store.state) ? tr("Added to your watchlist") : tr("Removed from your watchlist"))
        }
        toggleButton.observations.append(store.observe(isOnWatchlist) { [weak toggleButton] isOn in
            toggleButton?.show(WatchlistButton(isOnWatchlist: isOn))
        })
        toggleButton.observations.append(store.observe(error, initial: false) { [weak store] error in
            guard let store, let error else { return }
            showToast(error.message)
            store.send(dismissError)
        })
        return toggleButton
    }
}
