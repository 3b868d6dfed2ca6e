import CGtk

/// A bar showing how far a long task is (GtkProgressBar), read by screen readers as a progress bar with its
/// value.
@MainActor
public final class ProgressBar: Widget {
    /// An empty bar.
    public init() {
        super.init(taking: rawPointer(gtk_progress_bar_new()))
    }

    /// How far the task is, 0…1.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(opaque) }
        set { gtk_progress_bar_set_fraction(opaque, min(max(newValue, 0), 1)) }
    }
}
