import CGtk
import CGtkShim

/// A row or column of children (GtkBox).
@MainActor
public final class Box: Widget {
    /// A box laying out children along `orientation` with `spacing` pixels between them.
    public init(_ orientation: Orientation = .vertical, spacing: Int = 0) {
        super.init(taking: rawPointer(gtk_box_new(orientation.gtk, Int32(spacing))))
    }

    /// A vertical box with the heading role (e.g. a page's title around a label); `level` 1–6.
    public init(headingLevel level: Int) {
        super.init(taking: rawPointer(popcorn_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_HEADING)))
        gtk_orientable_set_orientation(popcorn_gtk_orientable(objectPointer), GTK_ORIENTATION_VERTICAL)
        popcorn_accessible_set_level(popcorn_gtk_accessible(widgetPointer), Int32(level))
    }

    /// The direction children are laid out in (switch it to stack a row on narrow widths).
    public var orientation: Orientation {
        get {
            gtk_orientable_get_orientation(popcorn_gtk_orientable(objectPointer)) == GTK_ORIENTATION_HORIZONTAL
                ? .horizontal : .vertical
        }
        set { gtk_orientable_set_orientation(popcorn_gtk_orientable(objectPointer), newValue.gtk) }
    }

    /// Appends a child at the end.
    public func append(_ child: Widget) {
        gtk_box_append(typed(), child.widgetPointer)
    }

    /// Inserts a child right after `sibling`, a child of this box.
    public func insert(_ child: Widget, after sibling: Widget) {
        gtk_box_insert_child_after(typed(), child.widgetPointer, sibling.widgetPointer)
    }

    /// Removes a child.
    public func remove(_ child: Widget) {
        gtk_box_remove(typed(), child.widgetPointer)
    }

    /// Whether all children get the same size.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(typed()) != 0 }
        set { gtk_box_set_homogeneous(typed(), newValue ? 1 : 0) }
    }

    /// Pixels between children.
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(typed())) }
        set { gtk_box_set_spacing(typed(), Int32(newValue)) }
    }
}
