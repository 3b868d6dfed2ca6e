import CGtk
import CGtkShim

/// When a controller sees events relative to its widget's children (GtkPropagationPhase).
public enum PropagationPhase: Sendable {
    /// Before the target widget (parents first).
    case capture
    /// After the target widget (children first) — the default.
    case bubble
    /// Only events targeted at the widget itself.
    case target

    var gtk: GtkPropagationPhase {
        switch self {
        case .capture: GTK_PHASE_CAPTURE
        case .bubble: GTK_PHASE_BUBBLE
        case .target: GTK_PHASE_TARGET
        }
    }
}

/// Base class of event controllers; attach with `Widget.addController(_:)`.
@MainActor
open class EventController: Object {
    /// The phase in which the controller handles events.
    public var propagationPhase: PropagationPhase {
        get {
            switch gtk_event_controller_get_propagation_phase(controllerPointer) {
            case GTK_PHASE_CAPTURE: .capture
            case GTK_PHASE_TARGET: .target
            default: .bubble
            }
        }
        set { gtk_event_controller_set_propagation_phase(controllerPointer, newValue.gtk) }
    }

    var controllerPointer: OpaquePointer {
        popcorn_gtk_event_controller(objectPointer)
    }
}

/// Mouse/touch clicks (GtkGestureClick); `button` 0 means any button, 8 is "back", 9 "forward".
@MainActor
public final class GestureClick: EventController {
    /// A click gesture listening to `button` (1 primary, 3 secondary, 8 back, 0 any).
    public init(button: UInt32 = 1) {
        super.init(taking: rawPointer(gtk_gesture_click_new()))
        gtk_gesture_single_set_button(popcorn_gtk_gesture_single(objectPointer), button)
    }

    /// The button of the event being handled (useful with `button: 0`).
    public var currentButton: UInt32 {
        gtk_gesture_single_get_current_button(popcorn_gtk_gesture_single(objectPointer))
    }

    /// Runs `handler(pressCount, x, y)` on each press.
    @discardableResult
    public func onPressed(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) -> SignalHandlerID {
        connectPress("pressed", handler)
    }

    /// Claims the current event sequence so other gestures ignore it.
    public func claim() {
        gtk_gesture_set_state(popcorn_gtk_gesture(objectPointer), GTK_EVENT_SEQUENCE_CLAIMED)
    }

    private func connectPress(
        _ signal: String,
        _ handler: @escaping @MainActor (Int, Double, Double) -> Void
    ) -> SignalHandlerID {
        typealias Handler = @MainActor (Int, Double, Double) -> Void
        let thunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, count, x, y, data in
            let box = ClosureBox<Handler>.from(data)
            MainActor.assumeIsolated { box.handler(Int(count), x, y) }
        }
        return connectRaw(
            signal, unsafeBitCast(thunk, to: GCallback.self), ClosureBox<Handler>.retained(handler),
            after: false)
    }
}

/// The pointer entering and leaving a widget (GtkEventControllerMotion), e.g. to show controls on hover.
@MainActor
public final class MotionController: EventController {
    /// A motion controller.
    public init() {
        super.init(taking: rawPointer(gtk_event_controller_motion_new()))
    }

    /// Runs `handler(true)` when the pointer enters the widget and `handler(false)` when it leaves.
    public func onHover(_ handler: @escaping @MainActor (Bool) -> Void) {
        typealias Handler = @MainActor (Bool) -> Void
        let enter: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, _, _, data in
            let box = ClosureBox<Handler>.from(data)
            MainActor.assumeIsolated { box.handler(true) }
        }
        _ = connectRaw(
            "enter", unsafeBitCast(enter, to: GCallback.self), ClosureBox<Handler>.retained(handler),
            after: false)
        connect("leave") { handler(false) }
    }
}

/// Keyboard modifiers held during a key event (GdkModifierType).
public struct KeyModifiers: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: GDK_SHIFT_MASK.rawValue)
    public static let control = KeyModifiers(rawValue: GDK_CONTROL_MASK.rawValue)
    public static let alt = KeyModifiers(rawValue: GDK_ALT_MASK.rawValue)
    public static let `super` = KeyModifiers(rawValue: GDK_SUPER_MASK.rawValue)
}

/// Raw key presses (GtkEventControllerKey). Prefer actions with accelerators or `ShortcutController`.
@MainActor
public final class KeyController: EventController {
    /// A key controller.
    public init() {
        super.init(taking: rawPointer(gtk_event_controller_key_new()))
    }

    /// Runs `handler(keyval, modifiers)` on key press; return true when handled (stops propagation).
    @discardableResult
    public func onKeyPressed(_ handler: @escaping @MainActor (UInt32, KeyModifiers) -> Bool) -> SignalHandlerID {
        typealias Handler = @MainActor (UInt32, KeyModifiers) -> Bool
        let thunk: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
            _, keyval, _, state, data in
            let box = ClosureBox<Handler>.from(data)
            let modifiers = KeyModifiers(rawValue: state.rawValue)
                .intersection([.shift, .control, .alt, .super])
            return MainActor.assumeIsolated { box.handler(keyval, modifiers) } ? 1 : 0
        }
        return connectRaw(
            "key-pressed", unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox<Handler>.retained(handler), after: false)
    }
}

/// Where a `ShortcutController`'s shortcuts apply (GtkShortcutScope).
public enum ShortcutScope: Sendable {
    /// Only while focus is inside the controller's widget.
    case local
    /// Anywhere in the widget's window (handled by the window).
    case managed
    /// Anywhere in the window, always.
    case global

    var gtk: GtkShortcutScope {
        switch self {
        case .local: GTK_SHORTCUT_SCOPE_LOCAL
        case .managed: GTK_SHORTCUT_SCOPE_MANAGED
        case .global: GTK_SHORTCUT_SCOPE_GLOBAL
        }
    }
}

/// Keyboard shortcuts bound to Swift closures (GtkShortcutController + GtkCallbackAction).
@MainActor
public final class ShortcutController: EventController {
    /// An empty shortcut controller with the given scope.
    public init(scope: ShortcutScope = .local) {
        super.init(taking: rawPointer(gtk_shortcut_controller_new()))
        gtk_shortcut_controller_set_scope(opaque, scope.gtk)
    }

    /// Adds a shortcut; `trigger` uses GTK syntax ("Escape", "<Alt>Left", "<Control>f", "Escape|<Alt>Left").
    /// The handler returns true when it handled the shortcut.
    public func addShortcut(_ trigger: String, _ handler: @escaping @MainActor () -> Bool) {
        guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else {
            preconditionFailure("GtkKit: invalid shortcut trigger \(trigger)")
        }
        typealias Handler = @MainActor () -> Bool
        let callback: GtkShortcutFunc = { _, _, data in
            let box = ClosureBox<Handler>.from(data)
            return MainActor.assumeIsolated { box.handler() } ? 1 : 0
        }
        let action = gtk_callback_action_new(callback, ClosureBox<Handler>.retained(handler), destroyClosureBox)
        gtk_shortcut_controller_add_shortcut(opaque, gtk_shortcut_new(parsed, action))
    }
}
