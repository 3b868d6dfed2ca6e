import Features
import GtkKit
import Store

/// The series page's notifications toggle button, saying its state: pressed and "Notifications On" while the
/// series is followed (its episodes on the calendar, notifications when new ones air), "Notifications Off"
/// otherwise; its tooltip says what a click does. A click saves the opposite choice, confirmed with a toast
/// once stored; a failed save is shown as an error toast instead. Insensitive until the library was read.
@MainActor
final class FollowToggleButton {
    let button = ToggleButton(label: FollowToggle.label(isFollowing: false))
    private var observations: [StoreObservation] = []

    /// A button over a series page's store.
    init(store: Store<TVSeriesDetailsFeature.State, TVSeriesDetailsFeature.Action>, context: PageContext) {
        button.tooltip = FollowToggle.tooltip(isFollowing: false)
        button.valign = .center
        button.halign = .start
        button.isSensitive = false
        button.onClicked { [weak store, weak self] in
            guard let store, let self else { return }
            let wasFollowing = store.state.own.isFollowing
            // GTK flipped the button already; the state decides what it shows.
            self.show(isFollowing: wasFollowing)
            store.send(.own(.page(.follow(.toggle(wasFollowing: wasFollowing)))))
        }
        observations.append(
            store.observe({ $0.own.follow.confirmation }, initial: false) { [weak store] confirmation in
                guard let store, let confirmation else { return }
                context.showToast(confirmation.message)
                store.send(.own(.page(.follow(.confirmationShown))))
            })
        observations.append(
            store.observe({ [$0.own.isFollowing, $0.own.isFollowStatusLoaded && !$0.own.follow.isSaving] }) {
                [weak self] flags in
                guard let self else { return }
                self.show(isFollowing: flags[0])
                self.button.isSensitive = flags[1]
            })
        observations.append(
            store.observe({ $0.own.follow.error }, initial: false) { [weak store] error in
                guard let store, let error else { return }
                context.showToast(error.message)
                store.send(.own(.page(.follow(.dismissError))))
            })
    }

    private func show(isFollowing: Bool) {
        button.isActive = isFollowing
        button.label = FollowToggle.label(isFollowing: isFollowing)
        button.tooltip = FollowToggle.tooltip(isFollowing: isFollowing)
    }
}
