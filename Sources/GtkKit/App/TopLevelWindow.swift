import CGtk
import CGtkShim

/// What every top-level window wrapper shares (GtkWindow): title, default size, modality, parent,
/// presenting and closing.
@MainActor
public protocol TopLevelWindow: Widget {}

extension TopLevelWindow {
    var gtkWindow: UnsafeMutablePointer<GtkWindow> { popcorn_gtk_window(objectPointer) }

    /// The title (window lists, AT-SPI name of the frame).
    public var title: String {
        get { gtk_window_get_title(gtkWindow).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(gtkWindow, newValue) }
    }

    /// Whether the window blocks input to its parent while shown.
    public var isModal: Bool {
        get { gtk_window_get_modal(gtkWindow) != 0 }
        set { gtk_window_set_modal(gtkWindow, newValue ? 1 : 0) }
    }

    /// Keeps the window above `parent` (a window wrapper, or nil for none).
    public func setTransientFor(_ parent: Widget?) {
        gtk_window_set_transient_for(gtkWindow, parent.map { popcorn_gtk_window($0.objectPointer) })
    }

    /// The size used when the window is first shown (and when unmaximized).
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(gtkWindow, Int32(width), Int32(height))
    }

    /// Shows the window and brings it to the front.
    public func present() {
        gtk_window_present(gtkWindow)
    }

    /// Whether closing the window only hides it (it stays in its application, to be presented again).
    public var hidesOnClose: Bool {
        get { gtk_window_get_hide_on_close(gtkWindow) != 0 }
        set { gtk_window_set_hide_on_close(gtkWindow, newValue ? 1 : 0) }
    }

    /// Asks the window to close (runs its "close-request" handlers).
    public func close() {
        gtk_window_close(gtkWindow)
    }
}
