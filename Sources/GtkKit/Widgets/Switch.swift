import CGtk

/// An on/off switch (GtkSwitch).
@MainActor
public final class Switch: Widget {
    /// A switch, on when `active`.
    public init(active: Bool = false) {
        super.init(taking: rawPointer(gtk_switch_new()))
        isActive = active
    }

    /// Whether it is on.
    public var isActive: Bool {
        get { gtk_switch_get_active(opaque) != 0 }
        set { gtk_switch_set_active(opaque, newValue ? 1 : 0) }
    }

    /// Runs `handler` whenever `isActive` changes (by the user or by code).
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        onNotify("active", handler)
    }
}
