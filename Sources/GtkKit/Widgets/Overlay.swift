import CGtk

/// Stacks overlay children on top of a main child, which alone decides the size (GtkOverlay).
@MainActor
public final class Overlay: Widget {
    private var overlays: [Widget] = []

    /// An overlay whose size is `child`'s.
    public init(child: Widget) {
        super.init(taking: rawPointer(gtk_overlay_new()))
        gtk_overlay_set_child(opaque, child.widgetPointer)
    }

    /// Adds a child drawn over the main child, in the main child's allocation.
    public func addOverlay(_ overlay: Widget) {
        overlays.append(overlay)
        gtk_overlay_add_overlay(opaque, overlay.widgetPointer)
    }
}
