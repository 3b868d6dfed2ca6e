import Features
import GtkKit
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

    /// A button wired to a details page's store: a click sends `toggle`, the icon follows `isOnWatchlist`; a
    /// stored change is confirmed with a toast (then `confirmationShown` is sent), a failed save is shown as
    /// an error toast instead (then `dismissError` is sent).
    public static func bound<State, Action>(
        to store: Store<State, Action>, isOnWatchlist: @escaping (State) -> Bool,
        confirmation: @escaping (State) -> WatchlistToggle.Confirmation?, error: @escaping (State) -> ErrorInfo?,
        toggle: Action, confirmationShown: Action, dismissError: Action,
        showToast: @escaping @MainActor (String) -> Void
    ) -> WatchlistToggleButton {
        let toggleButton = WatchlistToggleButton { [weak store] in store?.send(toggle) }
        toggleButton.observations.append(store.observe(confirmation, initial: false) { [weak store] confirmation in
            guard let store, let confirmation else { return }
            showToast(confirmation.message)
            store.send(confirmationShown)
        })
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
