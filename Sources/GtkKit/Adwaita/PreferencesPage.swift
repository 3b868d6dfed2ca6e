import CGtk

/// One page of a `PreferencesWindow` (AdwPreferencesPage): a column of groups.
@MainActor
public final class PreferencesPage: Widget {
    /// A page named `title` with a symbolic `iconName` (shown when the window has several pages).
    public init(title: String, iconName: String? = nil) {
        super.init(taking: rawPointer(adw_preferences_page_new()))
        adw_preferences_page_set_title(typed(), title)
        if let iconName { adw_preferences_page_set_icon_name(typed(), iconName) }
    }

    /// Adds a group at the end.
    public func add(_ group: PreferencesGroup) {
        adw_preferences_page_add(typed(), group.typed())
    }

    /// Removes a group added with ``add(_:)``.
    public func remove(_ group: PreferencesGroup) {
        adw_preferences_page_remove(typed(), group.typed())
    }
}
