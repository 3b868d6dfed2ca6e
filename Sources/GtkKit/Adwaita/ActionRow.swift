import CGtk

/// A row with a title, a subtitle and widgets before and after them (AdwActionRow).
@MainActor
open class ActionRow: PreferencesRow {
    /// A row titled `title`, with an optional `subtitle`.
    public init(title: String, subtitle: String? = nil) {
        super.init(taking: rawPointer(adw_action_row_new()))
        self.title = title
        if let subtitle { self.subtitle = subtitle }
    }

    /// Adopts a newly created row of a subclass (see `ComboRow`).
    public override init(taking pointer: UnsafeMutableRawPointer?) {
        super.init(taking: pointer)
    }

    /// The line under the title.
    public var subtitle: String {
        get { adw_action_row_get_subtitle(typed()).map { String(cString: $0) } ?? "" }
        set { adw_action_row_set_subtitle(typed(), newValue) }
    }

    /// The most lines the title wraps to (0: no limit).
    public var titleLines: Int {
        get { Int(adw_action_row_get_title_lines(typed())) }
        set { adw_action_row_set_title_lines(typed(), Int32(newValue)) }
    }

    /// Adds a widget before the title.
    public func addPrefix(_ widget: Widget) {
        adw_action_row_add_prefix(typed(), widget.widgetPointer)
    }

    /// Adds a widget after the title.
    public func addSuffix(_ widget: Widget) {
        adw_action_row_add_suffix(typed(), widget.widgetPointer)
    }

    /// Activating the row (click, Enter) activates `widget`, e.g. toggles a `Switch`.
    public func setActivatableWidget(_ widget: Widget?) {
        adw_action_row_set_activatable_widget(typed(), widget?.widgetPointer)
    }
}
