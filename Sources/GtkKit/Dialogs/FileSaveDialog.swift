import CGtk

/// The system's "save as" dialog, modal to the window of the widget it is shown from.
@MainActor
public final class FileSaveDialog: FileChooserDialog {
    /// A dialog titled `title` proposing the file name `suggestedName`.
    public init(title: String, acceptLabel: String, suggestedName: String) {
        super.init(title: title, action: GTK_FILE_CHOOSER_ACTION_SAVE, acceptLabel: acceptLabel)
        gtk_file_chooser_set_current_name(chooser, suggestedName)
    }

    /// Shows the dialog over `widget`'s window; `completion` gets the chosen local path, or nil when the
    /// user cancelled (or chose a file that is not local).
    public func present(over widget: Widget, completion: @escaping @MainActor (String?) -> Void) {
        show(over: widget) { [weak self] accepted in
            completion(accepted ? self?.chosenPath : nil)
        }
    }

    private var chosenPath: String? {
        guard let file = gtk_file_chooser_get_file(chooser) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        return Self.path(of: file)
    }
}
