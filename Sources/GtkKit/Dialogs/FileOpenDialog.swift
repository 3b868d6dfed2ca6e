import CGtk

/// The system's "open" dialog for one or several existing files, modal to the window of the widget it is
/// shown from.
@MainActor
public final class FileOpenDialog: FileChooserDialog {
    /// A dialog titled `title`; `selectsMultiple` lets the user pick several files at once.
    public init(title: String, acceptLabel: String, selectsMultiple: Bool = false) {
        super.init(title: title, action: GTK_FILE_CHOOSER_ACTION_OPEN, acceptLabel: acceptLabel)
        gtk_file_chooser_set_select_multiple(chooser, selectsMultiple ? 1 : 0)
    }

    /// Shows the dialog over `widget`'s window; `completion` gets the chosen local paths, empty when the
    /// user cancelled (files that are not local are left out).
    public func present(over widget: Widget, completion: @escaping @MainActor ([String]) -> Void) {
        show(over: widget) { [weak self] accepted in
            completion(accepted ? self?.chosenPaths ?? [] : [])
        }
    }

    private var chosenPaths: [String] {
        guard let files = gtk_file_chooser_get_files(chooser) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(files)) }
        return (0..<g_list_model_get_n_items(files)).compactMap { index in
            guard let item = g_list_model_get_item(files, index) else { return nil }
            defer { g_object_unref(item) }
            return Self.path(of: OpaquePointer(item))
        }
    }
}
