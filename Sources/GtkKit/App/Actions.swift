import CGtk
import CGtkShim

/// A named action that menus, buttons and keyboard accelerators activate (GSimpleAction).
/// Add it to an `Application` ("app.name") or an `ApplicationWindow` ("win.name").
@MainActor
public final class SimpleAction: Object {
    /// The action's name without prefix.
    public let name: String

    /// An action without parameter running `handler` on activation.
    public init(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        self.name = name
        super.init(taking: rawPointer(g_simple_action_new(name, nil)))
        connectWithPointer("activate") { _ in handler() }
    }

    /// An action taking a string parameter (e.g. "app.open-route('movie/603')").
    public init(_ name: String, stringParameter handler: @escaping @MainActor (String) -> Void) {
        self.name = name
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        super.init(taking: rawPointer(g_simple_action_new(name, type)))
        connectWithPointer("activate") { parameter in
            guard let parameter else { return }
            handler(String(cString: g_variant_get_string(OpaquePointer(parameter), nil)))
        }
    }

    /// Whether the action can be activated (disabled actions grey out their buttons).
    public var isEnabled: Bool {
        get { g_action_get_enabled(popcorn_g_action(objectPointer)) != 0 }
        set { g_simple_action_set_enabled(opaque, newValue ? 1 : 0) }
    }
}

/// Something actions can be added to: the application ("app.") or a window ("win.").
@MainActor
public protocol ActionMap: AnyObject {
    /// The GObject implementing GActionMap.
    var actionMapObject: Object { get }
}

extension ActionMap {
    /// Adds `action`; the map keeps it alive.
    public func add(_ action: SimpleAction) {
        g_action_map_add_action(popcorn_g_action_map(actionMapObject.objectPointer),
                                popcorn_g_action(action.objectPointer))
    }

    /// Adds an action running `handler` and returns it (to toggle `isEnabled`).
    @discardableResult
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) -> SimpleAction {
        let action = SimpleAction(name, handler)
        add(action)
        return action
    }

    /// Removes the action named `name`.
    public func removeAction(_ name: String) {
        g_action_map_remove_action(popcorn_g_action_map(actionMapObject.objectPointer), name)
    }
}
