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

    /// A stateful action taking an int parameter (menu items with an int target show as radio items, checked
    /// while the state equals their target); `handler` receives the parameter and leaves the state to the
    /// caller (`intState`).
    public init(_ name: String, intState: Int32, handler: @escaping @MainActor (Int32) -> Void) {
        self.name = name
        let type = g_variant_type_new("i")
        defer { g_variant_type_free(type) }
        let state = Variant.int32(intState).makeGVariant()
        defer { g_variant_unref(state) }
        super.init(taking: rawPointer(g_simple_action_new_stateful(name, type, state)))
        connectWithPointer("activate") { parameter in
            guard let parameter else { return }
            handler(g_variant_get_int32(OpaquePointer(parameter)))
        }
    }

    /// The state of an action made with `init(_:intState:handler:)`.
    public var intState: Int32 {
        get {
            guard let state = g_action_get_state(popcorn_g_action(objectPointer)) else { return 0 }
            defer { g_variant_unref(state) }
            return g_variant_get_int32(state)
        }
        set {
            let state = Variant.int32(newValue).makeGVariant()
            g_simple_action_set_state(opaque, state)
            g_variant_unref(state)
        }
    }

    /// A stateful action without parameter whose state is a boolean (a menu item of it shows as a check box,
    /// checked while the state is true); `handler` receives the state asked for (the opposite of the current
    /// one) and leaves the state to the caller (`boolState`).
    public init(_ name: String, boolState: Bool, handler: @escaping @MainActor (Bool) -> Void) {
        self.name = name
        let state = Variant.boolean(boolState).makeGVariant()
        defer { g_variant_unref(state) }
        super.init(taking: rawPointer(g_simple_action_new_stateful(name, nil, state)))
        connectWithPointer("activate") { [weak self] _ in
            guard let self else { return }
            handler(!self.boolState)
        }
    }

    /// The state of an action made with `init(_:boolState:handler:)`.
    public var boolState: Bool {
        get {
            guard let state = g_action_get_state(popcorn_g_action(objectPointer)) else { return false }
            defer { g_variant_unref(state) }
            return g_variant_get_boolean(state) != 0
        }
        set {
            let state = Variant.boolean(newValue).makeGVariant()
            g_simple_action_set_state(opaque, state)
            g_variant_unref(state)
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
        g_action_map_add_action(
            popcorn_g_action_map(actionMapObject.objectPointer),
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

/// Actions belonging to one widget and its children, under a prefix of their own (GSimpleActionGroup
/// inserted with `Widget.insertActionGroup`), e.g. "rating.set" for the menu of one rating button.
@MainActor
public final class SimpleActionGroup: Object, ActionMap {
    /// An empty group.
    public init() {
        super.init(taking: rawPointer(g_simple_action_group_new()))
    }

    public var actionMapObject: Object { self }
}

extension Widget {
    /// Makes `group`'s actions available to this widget and its children as "`prefix`.name".
    public func insertActionGroup(_ group: SimpleActionGroup, prefix: String) {
        gtk_widget_insert_action_group(widgetPointer, prefix, OpaquePointer(group.cast(to: g_action_group_get_type())))
    }

    /// Takes away the group inserted under `prefix`, releasing the widget's reference to it (and so to what
    /// its actions' handlers capture).
    public func removeActionGroup(prefix: String) {
        gtk_widget_insert_action_group(widgetPointer, prefix, nil)
    }
}
