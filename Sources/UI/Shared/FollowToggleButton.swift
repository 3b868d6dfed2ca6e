import Features
import GtkKit
import Store

/// The series page's "Notify Me" toggle button: pressed while the series is followed (its episodes on the
/// calendar, notifications when new ones air); a click saves the choice and confirms with a toast, a
/// failed save is shown as a toast. Insensitive until the library was read.
@MainActor
final class FollowToggleButton {
    let button = ToggleButton(label: FollowToggle.label)
    private var observations: [StoreObservation] = []

    /// A button over the toggle's part of a series page's store.
    init(store: Store<FollowToggle.State, FollowToggle.Action>, context: PageContext) {
        button.tooltip = FollowToggle.tooltip
        button.valign = .center
        button.isSensitive = false
        button.onClicked { [weak store, weak self] in
            guard let store, let self else { return }
            // GTK flipped the button already; the state decides.
            self.button.isActive = store.state.isFollowing
            store.send(.toggle)
            context.showToast(store.state.isFollowing ? FollowToggle.followedToast : FollowToggle.unfollowedToast)
        }
        observations.append(store.observe({ $0 }) { [weak self] state in
            self?.button.isActive = state.isFollowing
            self?.button.isSensitive = state.isStatusLoaded
        })
        observations.append(store.observe({ $0.error }, initial: false) { [weak store] error in
            guard let store, let error else { return }
            context.showToast(error.message)
            store.send(.dismissError)
        })
    }
}
