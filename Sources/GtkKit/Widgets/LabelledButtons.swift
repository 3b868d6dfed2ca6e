import CGtk
import CGtkShim

/// GTK 4.8 names a button with a mnemonic label "_Undo Undo" (the raw label set as its accessible label on
/// top of the label it is labelled by). For the buttons libadwaita builds itself (toasts, message dialogs)
/// this removes that accessible label, so the name is the visible text.
@MainActor
enum LabelledButtons {
    /// Resets the buttons with a text label under `widget` (itself included); `unlabelled` gets the others.
    static func reset(
        under widget: UnsafeMutablePointer<GtkWidget>,
        unlabelled: (UnsafeMutablePointer<GtkWidget>) -> Void = { _ in }
    ) {
        if popcorn_is_a(widget, gtk_button_get_type()) != 0 {
            let button = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self)
            if gtk_button_get_label(button) != nil {
                gtk_accessible_reset_property(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
            } else {
                unlabelled(widget)
            }
        }
        var child = gtk_widget_get_first_child(widget)
        while let next = child {
            reset(under: next, unlabelled: unlabelled)
            child = gtk_widget_get_next_sibling(next)
        }
    }

    /// Resets the buttons of the toasts shown under `root` (AdwToastWidget); their close button, which
    /// libadwaita 1.2 leaves unnamed, gets `dismissButtonLabel`.
    static func resetToasts(under root: UnsafeMutablePointer<GtkWidget>, dismissButtonLabel: String?) {
        if String(cString: g_type_name(popcorn_object_type(root))) == "AdwToastWidget" {
            reset(under: root) { button in
                if let dismissButtonLabel {
                    popcorn_accessible_set_label(popcorn_gtk_accessible(button), dismissButtonLabel)
                }
            }
            return
        }
        var child = gtk_widget_get_first_child(root)
        while let next = child {
            resetToasts(under: next, dismissButtonLabel: dismissButtonLabel)
            child = gtk_widget_get_next_sibling(next)
        }
    }
}
