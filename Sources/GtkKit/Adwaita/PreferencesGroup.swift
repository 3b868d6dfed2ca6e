import CGtk

/// A titled list of rows in a `PreferencesPage` (AdwPreferencesGroup).
@MainActor
public final class PreferencesGroup: Widget {
    /// A group with a title and an optional description under it.
    public init(title: String, description: String? = nil) {
        super.init(taking: rawPointer(adw_preferences_group_new()))
        adw_preferences_group_set_title(typed(), title)
        if let description { adw_preferences_group_set_description(typed(), description) }
    }

    /// Adds a row (usually a `PreferencesRow`) at the end.
    public func add(_ row: Widget) {
        adw_preferences_group_add(typed(), row.widgetPointer)
    }

    /// Removes a row added with ``add(_:)``.
    public func remove(_ row: Widget) {
        adw_preferences_group_remove(typed(), row.widgetPointer)
    }
}
