import CGtk

/// One visible child at a time, switched by name (GtkStack), with a crossfade by default. The hidden
/// children are hidden from screen readers too (GTK 4.8 leaves them in the accessibility tree, where an
/// empty message or a spare error reads as a stray label).
@MainActor
public final class Stack: Widget {
    private var children: [String: Widget] = [:]

    /// An empty stack.
    public init(crossfade: Bool = true) {
        super.init(taking: rawPointer(gtk_stack_new()))
        if crossfade { gtk_stack_set_transition_type(opaque, GTK_STACK_TRANSITION_TYPE_CROSSFADE) }
    }

    /// Adds `child` under `name` (names are unique).
    public func add(_ child: Widget, name: String) {
        children[name] = child
        gtk_stack_add_named(opaque, child.widgetPointer, name)
        child.setAccessibleHidden(visibleChildName != name)
    }

    /// Removes the child named `name`.
    public func remove(name: String) {
        guard let child = children.removeValue(forKey: name) else { return }
        gtk_stack_remove(opaque, child.widgetPointer)
    }

    /// The child registered under `name`.
    public func child(named name: String) -> Widget? { children[name] }

    /// The visible child's name.
    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(opaque).map { String(cString: $0) } }
        set {
            guard let newValue else { return }
            gtk_stack_set_visible_child_name(opaque, newValue)
            for (name, child) in children { child.setAccessibleHidden(name != newValue) }
        }
    }

    /// Whether the stack sizes itself to the visible child only.
    public var isHomogeneous: Bool {
        get { gtk_stack_get_hhomogeneous(opaque) != 0 }
        set {
            gtk_stack_set_hhomogeneous(opaque, newValue ? 1 : 0)
            gtk_stack_set_vhomogeneous(opaque, newValue ? 1 : 0)
        }
    }
}
