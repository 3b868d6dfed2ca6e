import CGtk
import CGtkShim

/// An action row choosing one string of a list in a popover (AdwComboRow).
@MainActor
public final class ComboRow: ActionRow {
    /// A row titled `title` offering `choices`, with the one at `selected` chosen; `showsChoiceAsSubtitle`
    /// shows the choice under the title (full width, on narrow windows too) instead of at the row's end.
    public init(
        title: String, subtitle: String? = nil, choices: [String], selected: Int,
        showsChoiceAsSubtitle: Bool = false
    ) {
        super.init(taking: rawPointer(adw_combo_row_new()))
        self.title = title
        if let subtitle { self.subtitle = subtitle }
        adw_combo_row_set_use_subtitle(typed(), showsChoiceAsSubtitle ? 1 : 0)
        let list = withCStringArray(choices) { gtk_string_list_new($0) }
        adw_combo_row_set_model(typed(), popcorn_g_list_model(UnsafeMutableRawPointer(list)))
        g_object_unref(UnsafeMutableRawPointer(list))
        selectedIndex = selected
    }

    /// The index of the chosen string.
    public var selectedIndex: Int {
        get { Int(adw_combo_row_get_selected(typed())) }
        set { adw_combo_row_set_selected(typed(), guint(newValue)) }
    }

    /// Runs `handler` whenever `selectedIndex` changes.
    @discardableResult
    public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        onNotify("selected", handler)
    }
}
