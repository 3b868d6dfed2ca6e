import CGtk
import CGtkShim

extension FlowBox {
    /// Makes this flow box and `next`, placed under it in the same column, move as one grid with the arrow
    /// keys: Down on this one's last line goes on to `next`'s first line, Up on `next`'s first line back to this
    /// one's last line, each time to the child nearest in column. (GTK stops at a flow box's edge.)
    public func continueArrowKeys(into next: FlowBox) {
        // Both flow boxes outlive their handlers (a handler runs only while its widget gets key presses).
        let upper = widgetPointer
        let lower = next.widgetPointer
        Self.onArrowKeyAtEdge(of: upper) { direction in
            direction == GTK_DIR_DOWN && Self.focusChild(of: lower, onFirstLine: true, nearestTo: upper)
        }
        Self.onArrowKeyAtEdge(of: lower) { direction in
            direction == GTK_DIR_UP && Self.focusChild(of: upper, onFirstLine: false, nearestTo: lower)
        }
    }

    /// Runs `handler` when an arrow key finds no child further that way ("keynav-failed"); true when it moved focus.
    private static func onArrowKeyAtEdge(
        of box: UnsafeMutablePointer<GtkWidget>,
        _ handler: @escaping @MainActor (GtkDirectionType) -> Bool
    ) {
        typealias Handler = @MainActor (GtkDirectionType) -> Bool
        let thunk: @convention(c) (gpointer?, GtkDirectionType, gpointer?) -> gboolean = { _, direction, data in
            let box = ClosureBox<Handler>.from(data)
            return MainActor.assumeIsolated { box.handler(direction) } ? 1 : 0
        }
        _ = popcorn_signal_connect(
            box, "keynav-failed", unsafeBitCast(thunk, to: GCallback.self),
            ClosureBox<Handler>.retained(handler), releaseClosureBox, GConnectFlags(0))
    }

    /// Focuses the child of `box` on its first (or last) line whose centre is nearest, across, to the centre
    /// of the child that has focus in `origin`; false when either has none.
    private static func focusChild(
        of box: UnsafeMutablePointer<GtkWidget>, onFirstLine: Bool,
        nearestTo origin: UnsafeMutablePointer<GtkWidget>
    ) -> Bool {
        guard let focused = gtk_widget_get_focus_child(origin),
            let column = bounds(of: focused, in: origin).map({ $0.midX })
        else { return false }
        var children: [(widget: UnsafeMutablePointer<GtkWidget>, frame: (midX: Double, y: Double))] = []
        var child = gtk_widget_get_first_child(box)
        while let current = child {
            if gtk_widget_get_visible(current) != 0, let frame = bounds(of: current, in: box) {
                children.append((current, frame))
            }
            child = gtk_widget_get_next_sibling(current)
        }
        guard let lineY = onFirstLine ? children.map(\.frame.y).min() : children.map(\.frame.y).max() else {
            return false
        }
        let line = children.filter { abs($0.frame.y - lineY) < 1 }
        guard let target = line.min(by: { abs($0.frame.midX - column) < abs($1.frame.midX - column) }) else {
            return false
        }
        return gtk_widget_grab_focus(target.widget) != 0
    }

    /// The horizontal centre and the top of `widget` in `ancestor`'s coordinates.
    private static func bounds(
        of widget: UnsafeMutablePointer<GtkWidget>,
        in ancestor: UnsafeMutablePointer<GtkWidget>
    ) -> (midX: Double, y: Double)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, ancestor, &rect) != 0 else { return nil }
        return (Double(rect.origin.x + rect.size.width / 2), Double(rect.origin.y))
    }
}
