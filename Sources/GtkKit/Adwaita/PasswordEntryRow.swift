import CGtk

/// A row to type a secret into, hidden by default, with a button to reveal it (AdwPasswordEntryRow).
@MainActor
public final class PasswordEntryRow: PreferencesRow, Editable {
    /// A row titled `title`; `showsApplyButton` adds a button confirming the text.
    public init(title: String, showsApplyButton: Bool = false) {
        super.init(taking: rawPointer(adw_password_entry_row_new()))
        self.title = title
        adw_entry_row_set_show_apply_button(typed(), showsApplyButton ? 1 : 0)
    }

    /// Runs `handler` when the apply button is pressed.
    @discardableResult
    public func onApply(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("apply", handler)
    }

    /// Runs `handler` when Enter is pressed in the entry.
    @discardableResult
    public func onEntryActivated(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("entry-activated", handler)
    }
}
