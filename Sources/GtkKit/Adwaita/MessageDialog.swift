import CGtk

/// A dialog with a heading, a body, an optional extra widget and a row of responses (AdwMessageDialog).
/// It closes itself when a response is chosen (Escape chooses the close response).
@MainActor
public final class MessageDialog: Widget, TopLevelWindow {
    /// How a response button looks.
    public enum Appearance: Sendable {
        case normal, suggested, destructive

        var adw: AdwResponseAppearance {
            switch self {
            case .normal: ADW_RESPONSE_DEFAULT
            case .suggested: ADW_RESPONSE_SUGGESTED
            case .destructive: ADW_RESPONSE_DESTRUCTIVE
            }
        }
    }

    /// A modal dialog over `parent`'s window (not yet shown).
    public init(parent: Widget?, heading: String, body: String = "") {
        super.init(retaining: rawPointer(adw_message_dialog_new(nil, heading, body)))
        isModal = true
        setTransientFor(parent)
    }

    /// The heading.
    public var heading: String {
        get { adw_message_dialog_get_heading(typed()).map { String(cString: $0) } ?? "" }
        set { adw_message_dialog_set_heading(typed(), newValue) }
    }

    /// The text under the heading.
    public var body: String {
        get { adw_message_dialog_get_body(typed()).map { String(cString: $0) } ?? "" }
        set { adw_message_dialog_set_body(typed(), newValue) }
    }

    /// A widget under the body (a spinner, a list…).
    public var extraChild: Widget? {
        didSet { adw_message_dialog_set_extra_child(typed(), extraChild?.widgetPointer) }
    }

    /// Adds a response button: `id` identifies it, `label` may hold a mnemonic ("_Cancel").
    public func addResponse(_ id: String, label: String, appearance: Appearance = .normal) {
        adw_message_dialog_add_response(typed(), id, label)
        adw_message_dialog_set_response_appearance(typed(), id, appearance.adw)
        LabelledButtons.reset(under: widgetPointer)
    }

    /// The response Return chooses.
    public func setDefaultResponse(_ id: String) {
        adw_message_dialog_set_default_response(typed(), id)
    }

    /// The response Escape and closing the dialog choose.
    public func setCloseResponse(_ id: String) {
        adw_message_dialog_set_close_response(typed(), id)
    }

    /// Runs `handler` with the id of the response chosen.
    @discardableResult
    public func onResponse(_ handler: @escaping @MainActor (String) -> Void) -> SignalHandlerID {
        connectWithPointer("response") { response in
            handler(response.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "")
        }
    }

    /// Removes the dialog without choosing a response.
    public func destroy() {
        gtk_window_destroy(gtkWindow)
    }
}
