import CGtk

/// A menu description (GMenu): items activating actions, and sections. Shown by a `MenuButton`.
@MainActor
public final class Menu: Object {
    /// An empty menu.
    public init() {
        super.init(taking: rawPointer(g_menu_new()))
    }

    var menuModel: UnsafeMutablePointer<GMenuModel> { typed() }

    /// Adds an item labelled `label` (use `_` for a mnemonic) activating `action` ("app.about").
    public func append(_ label: String, action: String) {
        g_menu_append(opaque, label, action)
    }

    /// Adds an item labelled `label` activating `action`, hidden (not only greyed out) while the action is
    /// disabled — e.g. "Add to Watchlist" and "Remove from Watchlist", one of them enabled at a time.
    /// `accelerator` (GTK syntax, "<Control>d") is shown beside the label; the caller installs the key itself.
    public func append(_ label: String, action: String, hiddenWhenDisabled: Bool, accelerator: String? = nil) {
        let item = g_menu_item_new(label, action)
        if hiddenWhenDisabled {
            g_menu_item_set_attribute_value(item, "hidden-when", g_variant_new_string("action-disabled"))
        }
        if let accelerator {
            g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(accelerator))
        }
        g_menu_append_item(opaque, item)
        g_object_unref(UnsafeMutableRawPointer(item))
    }

    /// Adds an item activating `action` with the parameter `target`; when `action` is stateful with an int
    /// state the item shows as a radio item, checked while the state equals `target`.
    public func append(_ label: String, action: String, target: Int32) {
        let item = g_menu_item_new(label, nil)
        let value = Variant.int32(target).makeGVariant()
        g_menu_item_set_action_and_target_value(item, action, value)
        g_variant_unref(value)
        g_menu_append_item(opaque, item)
        g_object_unref(UnsafeMutableRawPointer(item))
    }

    /// Adds `section`'s items, separated from the others, under an optional `label`.
    public func appendSection(_ section: Menu, label: String? = nil) {
        g_menu_append_section(opaque, label, section.menuModel)
    }
}
