import CGtk

/// Stacks widgets over a main child (GtkOverlay), e.g. a badge over a poster.
@MainActor
public final class Overlay: Widget {
    private var overlays: [Widget] = []

    /// An overlay around `child`.
    public init(child: Widget? = nil) {
        super.init(taking: rawPointer(gtk_overlay_new()))
        if let child {
            self.child = child
            gtk_overlay_set_child(opaque, child.widgetPointer)  // didSet does not run inside init
        }
    }

    /// The main child, which determines the size.
    public var child: Widget? {
        didSet { gtk_overlay_set_child(opaque, child?.widgetPointer) }
    }

    /// Adds a widget on top; position it with `halign`/`valign` and margins.
    public func addOverlay(_ widget: Widget) {
        overlays.append(widget)
        gtk_overlay_add_overlay(opaque, widget.widgetPointer)
    }
}
