import CGtk
import CGtkShim

/// The main window of an `Application` (AdwApplicationWindow): one content widget (put the header bar
/// inside it), "win." actions, remembered size.
@MainActor
public final class ApplicationWindow: Widget, ActionMap, TopLevelWindow {
    /// A window belonging to `application` (the application keeps running while it is open).
    public init(application: Application) {
        let window = adw_application_window_new(application.typed())
        super.init(retaining: rawPointer(window))
    }

    public var actionMapObject: Object { self }

    /// The content (usually a vertical box: header bar, banner, main area, bottom switcher bar).
    public var content: Widget? {
        didSet { adw_application_window_set_content(typed(), content?.widgetPointer) }
    }

    /// The current default size (tracks user resizes; what to remember across runs).
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(gtkWindow, &width, &height)
        return (Int(width), Int(height))
    }

    /// Whether the window is maximized.
    public var isMaximized: Bool {
        get { gtk_window_is_maximized(gtkWindow) != 0 }
        set { newValue ? gtk_window_maximize(gtkWindow) : gtk_window_unmaximize(gtkWindow) }
    }

    /// The keyboard shortcuts window shown by the "win.show-help-overlay" action GTK then provides.
    public func setHelpOverlay(_ overlay: Widget?) {
        gtk_application_window_set_help_overlay(typed(), overlay.map { OpaquePointer($0.objectPointer) })
    }

    /// Runs `handler` when the user closes the window; return true to keep it open.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalHandlerID {
        connectReturningBool("close-request", handler)
    }
}
