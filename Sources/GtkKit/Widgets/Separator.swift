import CGtk

/// A thin line between groups of widgets (GtkSeparator).
@MainActor
public final class Separator: Widget {
    /// A separator; `.horizontal` draws a horizontal line (between stacked rows).
    public init(_ orientation: Orientation = .horizontal) {
        super.init(taking: rawPointer(gtk_separator_new(orientation.gtk)))
    }
}
