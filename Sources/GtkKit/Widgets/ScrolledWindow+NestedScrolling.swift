import CGtk
import Foundation

extension ScrolledWindow {
    /// For a row that scrolls sideways inside a page that scrolls vertically (a carousel): the vertical wheel
    /// scrolls the page, Shift+wheel and the horizontal wheel scroll the row.
    ///
    /// GTK 4.8's scrolled window stops every scroll event that reaches it, also those it cannot use (its
    /// scroll handler returns GDK_EVENT_STOP whatever the policy), so a row that only scrolls sideways keeps
    /// the vertical wheel from the page. A capture-phase controller takes the vertical steps first and moves
    /// the enclosing scrolled window by GTK's own wheel step.
    public func passVerticalWheelToPage() {
        // The controller lives on the widget, so the widget outlives every call of the handler.
        let row = widgetPointer
        let wheel = ScrollController()
        wheel.propagationPhase = .capture
        wheel.onScroll { step in
            guard step.dy != 0, abs(step.dy) >= abs(step.dx), !step.modifiers.contains(.shift) else { return false }
            return Self.scrollPage(around: row, by: step.dy, inWheelDetents: step.isWheel)
        }
        addController(wheel)
    }

    /// Moves the nearest scrolled window around `row` by `delta` (detents or pixels); false when there is none.
    private static func scrollPage(
        around row: UnsafeMutablePointer<GtkWidget>, by delta: Double,
        inWheelDetents: Bool
    ) -> Bool {
        guard let parent = gtk_widget_get_parent(row),
            let page = gtk_widget_get_ancestor(parent, gtk_scrolled_window_get_type()),
            let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(page))
        else { return false }
        let pageSize = gtk_adjustment_get_page_size(adjustment)
        // GtkScrolledWindow's wheel step: a detent moves by the page size to the power 2/3.
        let distance = inWheelDetents ? delta * pow(pageSize, 2.0 / 3.0) : delta
        let lower = gtk_adjustment_get_lower(adjustment)
        let upper = gtk_adjustment_get_upper(adjustment) - pageSize
        gtk_adjustment_set_value(adjustment, min(max(gtk_adjustment_get_value(adjustment) + distance, lower), upper))
        return true
    }
}
