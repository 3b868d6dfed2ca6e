import CGtk

/// An empty widget that reports its allocated size (GtkDrawingArea "resize"); useful as a sizer, e.g. to
/// keep a header at a fixed aspect ratio whatever its container's size negotiation.
@MainActor
public final class DrawingArea: Widget {
    /// An empty drawing area.
    public init() {
        super.init(taking: rawPointer(gtk_drawing_area_new()))
    }

    /// Runs `handler(width, height)` after each size change.
    @discardableResult
    public func onResize(_ handler: @escaping @MainActor (Int, Int) -> Void) -> SignalHandlerID {
        typealias Handler = @MainActor (Int, Int) -> Void
        let thunk: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = { _, width, height, data in
            let box = ClosureBox<Handler>.from(data)
            MainActor.assumeIsolated { box.handler(Int(width), Int(height)) }
        }
        return connectRaw(
            "resize", unsafeBitCast(thunk, to: GCallback.self), ClosureBox<Handler>.retained(handler),
            after: false)
    }
}
