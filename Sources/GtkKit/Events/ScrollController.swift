import CGtk
import CGtkShim

/// One scroll step of a mouse wheel or touchpad.
public struct ScrollStep: Sendable {
    /// The horizontal delta (positive: right).
    public let dx: Double
    /// The vertical delta (positive: down).
    public let dy: Double
    /// Whether the deltas count wheel detents (a mouse wheel) rather than pixels (a touchpad).
    public let isWheel: Bool
    /// The keyboard modifiers held.
    public let modifiers: KeyModifiers
}

/// Mouse-wheel and touchpad scrolling (GtkEventControllerScroll), reporting both axes.
@MainActor
public final class ScrollController: EventController {
    /// A scroll controller for both axes (no kinetic scrolling).
    public init() {
        super.init(taking: rawPointer(gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)))
    }

    /// Runs `handler` on each scroll step; return true when handled (stops propagation).
    @discardableResult
    public func onScroll(_ handler: @escaping @MainActor (ScrollStep) -> Bool) -> SignalHandlerID {
        typealias Handler = @MainActor (ScrollStep) -> Bool
        let thunk: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = { controller, dx, dy, data in
            let box = ClosureBox<Handler>.from(data)
            let scroll = OpaquePointer(controller)
            let state = gtk_event_controller_get_current_event_state(popcorn_gtk_event_controller(controller))
            let step = ScrollStep(
                dx: dx, dy: dy,
                isWheel: gtk_event_controller_scroll_get_unit(scroll) == GDK_SCROLL_UNIT_WHEEL,
                modifiers: KeyModifiers(rawValue: state.rawValue)
                    .intersection([.shift, .control, .alt, .super]))
            return MainActor.assumeIsolated { box.handler(step) } ? 1 : 0
        }
        return connectRaw(
            "scroll", unsafeBitCast(thunk, to: GCallback.self), ClosureBox<Handler>.retained(handler),
            after: false)
    }
}
