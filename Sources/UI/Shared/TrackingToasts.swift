import Features
import GtkKit
import Localization
import Store

/// Shows a page's saved tracking changes as toasts with Undo (which sends `.undo`) — or, after marking an
/// episode with earlier ones unwatched, "Also Mark N Earlier Episodes" (`.markEarlier`) — and its failed saves
/// as error toasts; each is acknowledged (`.toastShown`, `.dismissError`) once shown. The toast goes away
/// with the page, whose store could no longer undo anything.
@MainActor
final class TrackingToasts {
    private let store: Store<TrackingPanel.State, TrackingPanel.Action>
    private var shown: Toast?
    private var observations: [StoreObservation] = []

    /// Starts showing the toasts of `store`.
    init(store: Store<TrackingPanel.State, TrackingPanel.Action>, context: PageContext) {
        self.store = store
        observations.append(
            store.observe({ $0.toast }, initial: false) { [weak self] toast in
                guard let self, let toast else { return }
                let store = self.store
                let change = toast.change
                let earlier = toast.earlier
                let button =
                    if !earlier.isEmpty {
                        ToastButton(
                            label: String(
                                format: ntr(
                                    "Also _Mark %ld Earlier Episode", "Also _Mark %ld Earlier Episodes", earlier.count),
                                earlier.count)
                        ) { [weak store] in store?.send(.markEarlier(earlier)) }
                    } else if change.canUndo {
                        ToastButton(label: tr("_Undo")) { [weak store] in store?.send(.undo(change)) }
                    } else {
                        ToastButton?.none
                    }
                self.shown = context.showToast(change.message, button: button)
                store.send(.toastShown)
            })
        observations.append(
            store.observe({ $0.error }, initial: false) { [weak self] error in
                guard let self, let error else { return }
                self.shown = context.showToast(error.message)
                self.store.send(.dismissError)
            })
    }

    isolated deinit {
        shown?.dismiss()
    }
}
