import CGtk
import CGtkShim

/// A button that pops up a menu (GtkMenuButton).
@MainActor
public final class MenuButton: Widget {
    /// A button showing `iconName`; a primary menu button also opens with F10.
    public init(iconName: String, menu: Menu, isPrimary: Bool = false) {
        super.init(taking: rawPointer(gtk_menu_button_new()))
        gtk_menu_button_set_icon_name(opaque, iconName)
        gtk_menu_button_set_menu_model(opaque, menu.menuModel)
        gtk_menu_button_set_primary(opaque, isPrimary ? 1 : 0)
    }
}
