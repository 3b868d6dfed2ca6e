import GtkKit
import Localization

/// Says, once the window switched from the demo catalog to TMDb, that what was tracked in the demo is kept
/// apart and how to get back to it (AdwMessageDialog).
@MainActor
public enum LeavingDemoDialog {
    /// The dialog's heading.
    public static var heading: String { tr("Now Browsing TMDb") }

    /// Shows the dialog over `parent`.
    @discardableResult
    public static func present(parent: Widget?) -> MessageDialog {
        let dialog = MessageDialog(
            parent: parent, heading: heading,
            body: tr(
                "Popcorn now shows TMDb's movies and series. What you tracked in the demo is kept apart, in a library of its own: it comes back when you start Popcorn with --demo."
            ))
        dialog.addResponse("ok", label: tr("_OK"), appearance: .suggested)
        dialog.setDefaultResponse("ok")
        dialog.setCloseResponse("ok")
        dialog.present()
        return dialog
    }
}
