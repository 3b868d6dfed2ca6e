import CGtk

/// A scroll position with its range and visible page (GtkAdjustment), e.g. a scrolled window's.
@MainActor
public final class Adjustment: Object {
    /// The current position.
    public var value: Double {
        get { gtk_adjustment_get_value(typed()) }
        set { gtk_adjustment_set_value(typed(), newValue) }
    }

    /// The smallest position.
    public var lower: Double { gtk_adjustment_get_lower(typed()) }

    /// The end of the range; the largest position is `upper - pageSize`.
    public var upper: Double { gtk_adjustment_get_upper(typed()) }

    /// How much is visible at once.
    public var pageSize: Double { gtk_adjustment_get_page_size(typed()) }

    /// Whether the position is past the start.
    public var canMoveBackward: Bool { value > lower + 0.5 }

    /// Whether the position is before the end.
    public var canMoveForward: Bool { value < upper - pageSize - 0.5 }

    /// Moves by `pages` visible pages (negative: backward), staying inside the range.
    public func move(pages: Double) {
        value = min(max(value + pages * pageSize, lower), upper - pageSize)
    }

    /// Runs `handler` when the position, the range or the page size changes.
    public func onChange(_ handler: @escaping @MainActor () -> Void) {
        connect("value-changed", handler)
        connect("changed", handler)
    }
}
