import CGtk
import CGtkShim

/// A transient message (AdwToast).
@MainActor
public final class Toast: Object {
    /// A toast with `title`, shown for `timeout` seconds (0: until dismissed).
    public init(_ title: String, timeout: UInt32 = 5) {
        super.init(taking: rawPointer(adw_toast_new(title)))
        adw_toast_set_timeout(opaque, timeout)
    }

    /// Adds a button that activates `actionName` (e.g. "win.retry").
    public func setButton(label: String, actionName: String) {
        adw_toast_set_button_label(opaque, label)
        adw_toast_set_action_name(opaque, actionName)
    }

    /// Adds a button (use `_` for a mnemonic, e.g. "_Undo") running `handler` when clicked; the toast then
    /// hides.
    public func setButton(label: String, onClicked handler: @escaping @MainActor () -> Void) {
        adw_toast_set_button_label(opaque, label)
        connect("button-clicked", handler)
    }

    /// Hides the toast now.
    public func dismiss() {
        adw_toast_dismiss(opaque)
    }
}

/// Shows toasts over its child (AdwToastOverlay).
@MainActor
public final class ToastOverlay: Widget {
    /// An overlay around `child`.
    public init(child: Widget? = nil) {
        super.init(taking: rawPointer(adw_toast_overlay_new()))
        if let child {
            self.child = child
            adw_toast_overlay_set_child(opaque, child.widgetPointer)  // didSet does not run inside init
        }
    }

    /// The accessible label of the toasts' close button, which libadwaita 1.2 leaves unnamed (e.g. "Dismiss").
    public var dismissButtonLabel: String?

    /// The content.
    public var child: Widget? {
        didSet { adw_toast_overlay_set_child(opaque, child?.widgetPointer) }
    }

    /// Shows a toast (queued after the current one).
    public func add(_ toast: Toast) {
        g_object_ref(toast.objectPointer)
        adw_toast_overlay_add_toast(opaque, toast.opaque)
        nameToastButtons()
    }

    /// GTK 4.8 names a button with a mnemonic label "_Undo Undo" (the raw label set as its accessible label
    /// on top of the label it is labelled by): the toasts' buttons keep only the visible text, and their
    /// close button gets `dismissButtonLabel`.
    private func nameToastButtons() {
        LabelledButtons.resetToasts(under: widgetPointer, dismissButtonLabel: dismissButtonLabel)
    }
}
