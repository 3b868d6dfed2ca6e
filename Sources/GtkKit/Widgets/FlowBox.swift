import CGtk

/// Children laid out in rows that wrap to the available width (GtkFlowBox), without selection; each child is
/// activatable (click, Enter, Space) like a button.
@MainActor
public final class FlowBox: Widget {
    private var children: [Widget] = []

    /// An empty flow box: `spacing` pixels between children and between lines, at most `maximumPerLine`.
    public init(spacing: Int = 6, maximumPerLine: Int = 6) {
        super.init(taking: rawPointer(gtk_flow_box_new()))
        gtk_flow_box_set_selection_mode(opaque, GTK_SELECTION_NONE)
        gtk_flow_box_set_column_spacing(opaque, guint(spacing))
        gtk_flow_box_set_row_spacing(opaque, guint(spacing))
        gtk_flow_box_set_max_children_per_line(opaque, guint(maximumPerLine))
        gtk_flow_box_set_homogeneous(opaque, 1)
    }

    /// Appends `content` in a new child; returns the child (give it an accessible label).
    @discardableResult
    public func append(_ content: Widget) -> Widget {
        let child = Widget(taking: rawPointer(gtk_flow_box_child_new()))
        gtk_flow_box_child_set_child(child.typed(), content.widgetPointer)
        gtk_flow_box_insert(opaque, child.widgetPointer, -1)
        children.append(child)
        return child
    }

    /// Runs `handler` with the index of the child the user activated.
    @discardableResult
    public func onChildActivated(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandlerID {
        connectWithPointer("child-activated") { child in
            guard let child else { return }
            handler(Int(gtk_flow_box_child_get_index(child.assumingMemoryBound(to: GtkFlowBoxChild.self))))
        }
    }
}
