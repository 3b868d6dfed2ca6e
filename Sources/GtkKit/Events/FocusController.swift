import CGtk
import CGtkShim

/// The keyboard focus entering and leaving a widget (GtkEventControllerFocus), e.g. to draw a focus ring.
@MainActor
public final class FocusController: EventController {
    /// A focus controller.
    public init() {
        super.init(taking: rawPointer(gtk_event_controller_focus_new()))
    }

    /// Runs `handler(true)` when the focus enters the widget (or a child), `handler(false)` when it leaves.
    public func onFocusChange(_ handler: @escaping @MainActor (Bool) -> Void) {
        typealias Handler = @MainActor () -> Void
        let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let box = ClosureBox<Handler>.from(data)
            MainActor.assumeIsolated { box.handler() }
        }
        _ = connectRaw(
            "enter", unsafeBitCast(thunk, to: GCallback.self), ClosureBox<Handler>.retained { handler(true) },
            after: false)
        _ = connectRaw(
            "leave", unsafeBitCast(thunk, to: GCallback.self), ClosureBox<Handler>.retained { handler(false) },
            after: false)
    }
}
