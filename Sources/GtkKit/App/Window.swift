import CGtk
import CGtkShim

/// A plain top-level window (GtkWindow), e.g. for secondary windows and widget tests.
/// The main window is an `ApplicationWindow`.
@MainActor
public final class Window: Widget {
    /// A new, hidden window.
    public init() {
        super.init(retaining: rawPointer(gtk_window_new()))
    }

    private var window: UnsafeMutablePointer<GtkWindow> { popcorn_gtk_window(objectPointer) }

    /// The content.
    public var child: Widget? {
        didSet { gtk_window_set_child(window, child?.widgetPointer) }
    }

    /// The title.
    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    /// The size used when the window is first shown.
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(window, Int32(width), Int32(height))
    }

    /// Shows the window.
    public func present() {
        gtk_window_present(window)
    }

    /// Destroys the window (it disappears and releases its children).
    public func destroy() {
        gtk_window_destroy(window)
    }
}
