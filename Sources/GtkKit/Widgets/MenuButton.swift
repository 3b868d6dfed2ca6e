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

    /// A button showing `label` and a drop-down arrow.
    public init(label: String, menu: Menu) {
        super.init(taking: rawPointer(gtk_menu_button_new()))
        gtk_menu_button_set_label(opaque, label)
        gtk_menu_button_set_menu_model(opaque, menu.menuModel)
    }

    /// The text label.
    public var label: String? {
        get { gtk_menu_button_get_label(opaque).map { String(cString: $0) } }
        set { gtk_menu_button_set_label(opaque, newValue) }
    }

    /// Labels the menu button and the button inside it, which is what takes focus and what AT-SPI reports
    /// as the pressable "push button" (GTK 4.8 names it after its visible text otherwise).
    public override func setAccessibleLabel(_ label: String) {
        super.setAccessibleLabel(label)
        if let inner = gtk_widget_get_first_child(widgetPointer) {
            popcorn_accessible_set_label(popcorn_gtk_accessible(inner), label)
        }
    }
}
