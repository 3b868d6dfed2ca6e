import Features
import GtkKit
import Localization
import Store

/// Shows a page's saved tracking changes as toasts with Undo (which sends `.undo`), and its failed saves
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
                let undo =
                    change.canUndo
                    ? ToastButton(label: tr("_Undo")) { [weak store] in store?.send(.undo(change)) } : nil
                self.shown = context.showToast(change.message, button: undo)
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
