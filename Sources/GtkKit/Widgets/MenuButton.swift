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

    private var accessibleLabel: String?

    /// Shows `menu` from now on (in place of the menu it had).
    public func setMenu(_ menu: Menu) {
        gtk_menu_button_set_menu_model(opaque, menu.menuModel)
    }

    /// The icon shown in place of a label.
    public var iconName: String? {
        get { gtk_menu_button_get_icon_name(opaque).map { String(cString: $0) } }
        set { gtk_menu_button_set_icon_name(opaque, newValue) }
    }

    /// The text label.
    public var label: String? {
        get { gtk_menu_button_get_label(opaque).map { String(cString: $0) } }
        set {
            gtk_menu_button_set_label(opaque, newValue)
            labelInnerButton()
        }
    }

    /// Labels the menu button and the button inside it, which is what takes focus and what AT-SPI reports
    /// as the pressable "push button" (GTK 4.8 names it after its visible text, e.g. "★ 8/10", otherwise).
    public override func setAccessibleLabel(_ label: String) {
        super.setAccessibleLabel(label)
        accessibleLabel = label
        labelInnerButton()
    }

    /// The inner button is labelled by its visible text, or by the menu button when it shows an icon; the
    /// accessible label replaces either (GTK 4.8 would read both).
    private func labelInnerButton() {
        guard let accessibleLabel, let inner = gtk_widget_get_first_child(widgetPointer) else { return }
        gtk_accessible_reset_relation(popcorn_gtk_accessible(inner), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        popcorn_accessible_set_label(popcorn_gtk_accessible(inner), accessibleLabel)
    }
}
