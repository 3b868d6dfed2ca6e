import CGtk
import CGtkShim

/// The system's "save as" dialog (GtkFileChooserNative: the portal's dialog inside a sandbox, GTK's own
/// otherwise), modal to the window of the widget it is shown from.
@MainActor
public final class FileSaveDialog: Object {
    private var onResponse: SignalHandlerID?
    /// Keeps the dialog alive while it is shown.
    private var selfReference: FileSaveDialog?

    /// A dialog titled `title` proposing the file name `suggestedName`.
    public init(title: String, acceptLabel: String, suggestedName: String) {
        super.init(taking: rawPointer(gtk_file_chooser_native_new(title, nil, GTK_FILE_CHOOSER_ACTION_SAVE,
                                                                 acceptLabel, nil)))
        gtk_file_chooser_set_current_name(OpaquePointer(objectPointer), suggestedName)
    }

    /// Adds a filter showing only files named like `pattern` ("*.ics"), under `name`.
    public func addFilter(name: String, pattern: String) {
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, name)
        gtk_file_filter_add_pattern(filter, pattern)
        gtk_file_chooser_add_filter(OpaquePointer(objectPointer), filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
    }

    /// Shows the dialog over `widget`'s window; `completion` gets the chosen local path, or nil when the
    /// user cancelled (or chose a file that is not local).
    public func present(over widget: Widget, completion: @escaping @MainActor (String?) -> Void) {
        if let root = gtk_widget_get_root(widget.widgetPointer) {
            gtk_native_dialog_set_transient_for(nativeDialog,
                                                popcorn_gtk_window(UnsafeMutableRawPointer(root)))
        }
        gtk_native_dialog_set_modal(nativeDialog, 1)
        selfReference = self
        onResponse = connectWithUInt("response") { [weak self] response in
            guard let self else { return }
            completion(Int32(bitPattern: response) == GTK_RESPONSE_ACCEPT.rawValue ? self.chosenPath : nil)
            if let onResponse = self.onResponse { self.disconnect(onResponse) }
            self.selfReference = nil
        }
        gtk_native_dialog_show(nativeDialog)
    }

    private var nativeDialog: UnsafeMutablePointer<GtkNativeDialog> { typed() }

    private var chosenPath: String? {
        guard let file = gtk_file_chooser_get_file(OpaquePointer(objectPointer)) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }
}
