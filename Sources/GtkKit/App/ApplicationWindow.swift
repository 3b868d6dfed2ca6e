import CGtk
import CGtkShim

/// The main window of an `Application` (AdwApplicationWindow): one content widget (put the header bar
/// inside it), "win." actions, remembered size.
@MainActor
public final class ApplicationWindow: Widget, ActionMap {
    /// A window belonging to `application` (the application keeps running while it is open).
    public init(application: Application) {
        let window = adw_application_window_new(application.typed())
        super.init(retaining: rawPointer(window))
    }

    public var actionMapObject: Object { self }

    private var window: UnsafeMutablePointer<GtkWindow> { popcorn_gtk_window(objectPointer) }

    /// The content (usually a vertical box: header bar, banner, main area, bottom switcher bar).
    public var content: Widget? {
        didSet { adw_application_window_set_content(typed(), content?.widgetPointer) }
    }

    /// The title (window lists, AT-SPI name of the frame).
    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    /// The size used when the window is first shown (and when unmaximized).
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(window, Int32(width), Int32(height))
    }

    /// The current default size (tracks user resizes; what to remember across runs).
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return (Int(width), Int(height))
    }

    /// Whether the window is maximized.
    public var isMaximized: Bool {
        get { gtk_window_is_maximized(window) != 0 }
        set { newValue ? gtk_window_maximize(window) : gtk_window_unmaximize(window) }
    }

    /// Shows the window and brings it to the front.
    public func present() {
        gtk_window_present(window)
    }

    /// Asks the window to close (runs `onCloseRequest` handlers).
    public func close() {
        gtk_window_close(window)
    }

    /// Runs `handler` when the user closes the window; return true to keep it open.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalHandlerID {
        connectReturningBool("close-request", handler)
    }
}
