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

    /// Adds `section`'s items, separated from the others, under an optional `label`.
    public func appendSection(_ section: Menu, label: String? = nil) {
        g_menu_append_section(opaque, label, section.menuModel)
    }
}
