import CGtk
import CGtkShim

/// A plain top-level window (GtkWindow), e.g. for secondary windows and widget tests.
/// The main window is an `ApplicationWindow`.
@MainActor
public final class Window: Widget, TopLevelWindow {
    /// A new, hidden window.
    public init() {
        super.init(retaining: rawPointer(gtk_window_new()))
    }

    /// The content.
    public var child: Widget? {
        didSet { gtk_window_set_child(gtkWindow, child?.widgetPointer) }
    }

    /// The widget drawn as the title bar (e.g. a flat `HeaderBar`); nil for the default one.
    public var titlebar: Widget? {
        didSet { gtk_window_set_titlebar(gtkWindow, titlebar?.widgetPointer) }
    }

    /// Destroys the window (it disappears and releases its children).
    public func destroy() {
        gtk_window_destroy(gtkWindow)
    }

    /// The icon of windows without their own (gtk_window_set_default_icon_name), e.g. the app's id.
    public static var defaultIconName: String? {
        get { gtk_window_get_default_icon_name().map { String(cString: $0) } }
        set { gtk_window_set_default_icon_name(newValue) }
    }
}
