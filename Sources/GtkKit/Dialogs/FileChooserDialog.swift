import CGtk
import CGtkShim

/// What the system's file dialogs share (GtkFileChooserNative: the portal's dialog inside a sandbox, GTK's
/// own otherwise): filters, and showing modal to the window of a widget. Use `FileSaveDialog` or
/// `FileOpenDialog`.
@MainActor
public class FileChooserDialog: Object {
    private var onResponse: SignalHandlerID?
    /// Keeps the dialog alive while it is shown.
    private var selfReference: FileChooserDialog?

    init(title: String, action: GtkFileChooserAction, acceptLabel: String) {
        super.init(taking: rawPointer(gtk_file_chooser_native_new(title, nil, action, acceptLabel, nil)))
    }

    /// Adds a filter showing only files named like `pattern` ("*.ics"), under `name`.
    public func addFilter(name: String, pattern: String) {
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, name)
        gtk_file_filter_add_pattern(filter, pattern)
        gtk_file_chooser_add_filter(chooser, filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
    }

    /// Opens the dialog in the folder at `path` (instead of GTK's choice, e.g. recent files).
    public func setFolder(_ path: String) {
        let folder = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(folder)) }
        gtk_file_chooser_set_current_folder(chooser, folder, nil)
    }

    /// Shows the dialog over `widget`'s window; `completion` gets whether the user accepted.
    func show(over widget: Widget, completion: @escaping @MainActor (Bool) -> Void) {
        if let root = gtk_widget_get_root(widget.widgetPointer) {
            gtk_native_dialog_set_transient_for(nativeDialog, popcorn_gtk_window(UnsafeMutableRawPointer(root)))
        }
        gtk_native_dialog_set_modal(nativeDialog, 1)
        selfReference = self
        onResponse = connectWithUInt("response") { [weak self] response in
            guard let self else { return }
            completion(Int32(bitPattern: response) == GTK_RESPONSE_ACCEPT.rawValue)
            if let onResponse = self.onResponse { self.disconnect(onResponse) }
            self.selfReference = nil
        }
        gtk_native_dialog_show(nativeDialog)
    }

    var chooser: OpaquePointer { OpaquePointer(objectPointer) }

    private var nativeDialog: UnsafeMutablePointer<GtkNativeDialog> { typed() }

    /// The local path of `file` (nil for a file that is not local).
    static func path(of file: OpaquePointer) -> String? {
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }
}
