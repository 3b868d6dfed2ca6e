import Features
import GtkKit
import Localization
import Store

/// The header-bar toggle button that adds a title to the watchlist or removes it: pressed while the title is
/// on the list, a "plus" icon when it is not and a check mark when it is, cross-faded. Its accessible name is
/// always "Watchlist" (screen readers say "pressed" or "not pressed"); the tooltip says what a click does.
@MainActor
public final class WatchlistToggleButton {
    /// The button to put in the header bar.
    public let button: ToggleButton
    private let icons = Stack()
    private var current: WatchlistButton?
    private var observations: [StoreObservation] = []

    /// A button running `onToggle` when clicked.
    public init(onToggle: @escaping @MainActor () -> Void) {
        icons.add(Image(iconName: "list-add-symbolic"), name: "list-add-symbolic")
        icons.add(Image(iconName: "object-select-symbolic"), name: "object-select-symbolic")
        button = ToggleButton(child: icons)
        button.setAccessibleLabel(tr("Watchlist"))
        button.onClicked(onToggle)
        show(WatchlistButton(isOnWatchlist: false))
    }

    /// Shows `state` (pressed, icon, tooltip).
    public func show(_ state: WatchlistButton) {
        // A click flips the button before the store answers: set it back to the state in every case.
        button.isActive = state.isOnWatchlist
        guard state != current else { return }
        current = state
        icons.visibleChildName = state.iconName
        button.tooltip = state.label
    }

    /// A button wired to a details page's store: a click sends `toggle`, the button follows `isOnWatchlist`; a
    /// stored change is confirmed with a toast with Undo (which sends `toggle` again; then `confirmationShown`
    /// is sent), a failed save is shown as an error toast instead (then `dismissError` is sent).
    public static func bound<State, Action>(
        to store: Store<State, Action>, isOnWatchlist: @escaping (State) -> Bool,
        confirmation: @escaping (State) -> WatchlistToggle.Confirmation?, error: @escaping (State) -> ErrorInfo?,
        toggle: Action, confirmationShown: Action, dismissError: Action, context: PageContext
    ) -> WatchlistToggleButton {
        let toggleButton = WatchlistToggleButton { [weak store] in store?.send(toggle) }
        toggleButton.observations.append(
            store.observe(confirmation, initial: false) { [weak store] confirmation in
                guard let store, let confirmation else { return }
                context.showToast(
                    confirmation.message,
                    button: ToastButton(label: tr("_Undo")) { [weak store] in store?.send(toggle) })
                store.send(confirmationShown)
            })
        toggleButton.observations.append(
            store.observe(isOnWatchlist) { [weak toggleButton] isOn in
                toggleButton?.show(WatchlistButton(isOnWatchlist: isOn))
            })
        toggleButton.observations.append(
            store.observe(error, initial: false) { [weak store] error in
                guard let store, let error else { return }
                context.showToast(error.message)
                store.send(dismissError)
            })
        return toggleButton
    }
}
