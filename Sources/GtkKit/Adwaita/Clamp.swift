import CGtk

/// Limits its child's width for readable layouts on wide windows (AdwClamp).
@MainActor
public final class Clamp: Widget {
    /// A clamp at most `maximumSize` pixels wide.
    public init(child: Widget? = nil, maximumSize: Int = 800) {
        super.init(taking: rawPointer(adw_clamp_new()))
        adw_clamp_set_maximum_size(opaque, Int32(maximumSize))
        adw_clamp_set_tightening_threshold(opaque, Int32(maximumSize * 3 / 4))
        if let child {
            self.child = child
            adw_clamp_set_child(opaque, child.widgetPointer)  // didSet does not run inside init
        }
    }

    /// The clamped content.
    public var child: Widget? {
        didSet { adw_clamp_set_child(opaque, child?.widgetPointer) }
    }
}
