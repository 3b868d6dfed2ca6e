import CGtk

/// Swipeable pages, one visible at a time when folded (AdwLeaflet). `NavigationStackView` builds a
/// push/pop stack on it; use that rather than this class directly.
@MainActor
public final class Leaflet: Widget {
    /// A leaflet configured as a navigation stack: never unfolds, swipes/Alt+Left go back, slide transition.
    public init() {
        super.init(taking: rawPointer(adw_leaflet_new()))
        adw_leaflet_set_can_unfold(opaque, 0)
        adw_leaflet_set_can_navigate_back(opaque, 1)
        adw_leaflet_set_transition_type(opaque, ADW_LEAFLET_TRANSITION_TYPE_SLIDE)
    }

    /// Appends a page named `name` (unique).
    public func append(_ child: Widget, name: String) {
        let page = adw_leaflet_append(opaque, child.widgetPointer)
        adw_leaflet_page_set_name(page, name)
    }

    /// Removes a page.
    public func remove(_ child: Widget) {
        adw_leaflet_remove(opaque, child.widgetPointer)
    }

    /// The visible page's name.
    public var visibleChildName: String? {
        get { adw_leaflet_get_visible_child_name(opaque).map { String(cString: $0) } }
        set { if let newValue { adw_leaflet_set_visible_child_name(opaque, newValue) } }
    }

    /// Whether a page transition is animating.
    public var isChildTransitionRunning: Bool {
        adw_leaflet_get_child_transition_running(opaque) != 0
    }

}
