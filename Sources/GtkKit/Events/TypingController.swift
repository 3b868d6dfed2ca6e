import CGtk
import CGtkShim

/// Type-to-search for a window (a GtkEventControllerKey in the bubble phase): a printable character typed
/// where nothing took it — no entry has focus, no Ctrl, Alt or Super held — goes to a text field of the
/// app's choosing, e.g. a search entry it focuses for the occasion.
@MainActor
public final class TypingController: EventController {
    /// A typing controller; attach it to the window with `addController`.
    public init() {
        super.init(taking: rawPointer(gtk_event_controller_key_new()))
    }

    /// Runs `handler` on each printable key press that reached the window unhandled; when it returns a widget
    /// (the focused text of an entry), the key press is delivered there, as if typed into it.
    public func onTyping(_ handler: @escaping @MainActor () -> Widget?) {
        typealias Handler = @MainActor () -> Widget?
        let thunk: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
            controller, keyval, _, state, data in
            let held = KeyModifiers(rawValue: state.rawValue).intersection([.control, .alt, .super])
            guard held.isEmpty, TypingController.isPrintable(keyval) else { return 0 }
            let box = ClosureBox<Handler>.from(data)
            return MainActor.assumeIsolated {
                guard let target = box.handler() else { return 0 }
                return gtk_event_controller_key_forward(OpaquePointer(controller), target.widgetPointer)
            }
        }
        _ = connectRaw(
            "key-pressed", unsafeBitCast(thunk, to: GCallback.self), ClosureBox<Handler>.retained(handler),
            after: false)
    }

    /// Whether `keyval` types a visible character: a letter, digit, punctuation mark or symbol (not Space,
    /// Tab, Return, an arrow or a function key).
    nonisolated static func isPrintable(_ keyval: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(gdk_keyval_to_unicode(keyval)) else { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .spaceSeparator, .lineSeparator,
            .paragraphSeparator:
            return false
        default:
            return scalar.value != 0
        }
    }
}
