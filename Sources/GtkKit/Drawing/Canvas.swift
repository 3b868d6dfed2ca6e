import CGtk
import CGtkShim

/// What a canvas is to assistive technologies (its GtkAccessibleRole, fixed at creation).
public enum CanvasRole: Sendable {
    /// A picture (a chart): its accessible label says what it shows.
    case image
    /// One cell of a grid (a heatmap showing its focused cell): its label reads the cell's value.
    case gridCell

    var gtk: GtkAccessibleRole {
        switch self {
        case .image: GTK_ACCESSIBLE_ROLE_IMG
        case .gridCell: GTK_ACCESSIBLE_ROLE_GRID_CELL
        }
    }
}

/// A widget drawn by a Swift closure with GtkSnapshot (a GtkWidget subclass whose snapshot calls it), for
/// charts. It is redrawn on `queueDraw()` and when its style changes (light, dark, high contrast).
@MainActor
public final class Canvas: Widget {
    /// A canvas with the given accessible role and minimum size, drawing nothing yet.
    public init(role: CanvasRole = .image, width: Int = 0, height: Int = 0) {
        super.init(taking: rawPointer(popcorn_canvas_new(role.gtk)))
        setContentSize(width: width, height: height)
    }

    private var canvasPointer: OpaquePointer { OpaquePointer(widgetPointer) }

    /// The canvas' minimum (and natural) size; it draws at whatever size it is allocated.
    public func setContentSize(width: Int, height: Int) {
        popcorn_canvas_set_content_size(canvasPointer, Int32(width), Int32(height))
    }

    /// Makes the height grow with the allocated width: the content height plus `ratio` × the width.
    public func setHeightForWidth(_ ratio: Double) {
        popcorn_canvas_set_height_for_width(canvasPointer, ratio)
    }

    /// Draws with `draw(snapshot, width, height)` from now on, and redraws.
    public func onDraw(_ draw: @escaping @MainActor (CanvasSnapshot, Double, Double) -> Void) {
        typealias Handler = @MainActor (CanvasSnapshot, Double, Double) -> Void
        let thunk: PopcornCanvasDrawFunc = { widget, snapshot, width, height, data in
            guard let widget, let snapshot else { return }
            let box = ClosureBox<Handler>.from(data)
            MainActor.assumeIsolated {
                box.handler(CanvasSnapshot(widget: widget, snapshot: snapshot), Double(width), Double(height))
            }
        }
        popcorn_canvas_set_draw_func(canvasPointer, thunk, ClosureBox<Handler>.retained(draw), destroyClosureBox)
    }

    /// Redraws the canvas on the next frame.
    public func queueDraw() {
        gtk_widget_queue_draw(widgetPointer)
    }
}
