import CGtk
import GtkKit
import Localization

/// The header bar's primary menu (Preferences, Keyboard Shortcuts, About Popcorn) and its accelerators.
@MainActor
public enum PrimaryMenu {
    /// Accelerators of the menu's actions (also listed in the shortcuts window).
    nonisolated public static let accelerators: [(action: String, accelerators: [String])] = [
        ("app.preferences", ["<Control>comma"]),
        ("win.show-help-overlay", ["<Control>question"]),
    ]

    /// A menu button (F10 opens it) showing the primary menu.
    public static func makeButton() -> Widget {
        let menu = g_menu_new()
        let section = g_menu_new()
        g_menu_append(section, tr("_Preferences"), "app.preferences")
        g_menu_append(section, tr("_Keyboard Shortcuts"), "win.show-help-overlay")
        g_menu_append(section, tr("_About Popcorn"), "app.about")
        g_menu_append_section(menu, nil, menuModel(section))
        g_object_unref(UnsafeMutableRawPointer(section))

        let button = Widget(taking: rawPointer(gtk_menu_button_new()))
        let menuButton = OpaquePointer(button.objectPointer)
        gtk_menu_button_set_icon_name(menuButton, "open-menu-symbolic")
        gtk_menu_button_set_menu_model(menuButton, menuModel(menu))
        gtk_menu_button_set_primary(menuButton, 1)
        g_object_unref(UnsafeMutableRawPointer(menu))
        button.tooltip = tr("Main Menu")
        button.setAccessibleLabel(tr("Main Menu"))
        return button
    }

    private static func menuModel(_ menu: OpaquePointer?) -> UnsafeMutablePointer<GMenuModel>? {
        UnsafeMutableRawPointer(menu)?.assumingMemoryBound(to: GMenuModel.self)
    }
}
