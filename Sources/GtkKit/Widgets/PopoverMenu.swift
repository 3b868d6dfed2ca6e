import CGtk

/// A context menu (GtkPopoverMenu from a `Menu`), shown once where the user asked for it and removed after
/// it closed. Its items activate the actions seen from the widget it points at (e.g. "card.open" from an
/// action group inserted on that widget).
@MainActor
public final class PopoverMenu: Widget {
    /// Menus that are open: each keeps itself alive until it closed.
    private static var open: [ObjectIdentifier: PopoverMenu] = [:]

    private init(menu: Menu) {
        super.init(taking: rawPointer(gtk_popover_menu_new_from_model(menu.menuModel)))
    }

    /// Pops up `menu` from `widget`, pointing at `point` in the widget's coordinates (a right click), or at
    /// the whole widget when nil (Shift+F10, the Menu key); keyboard focus moves into the menu. When the menu
    /// closes (Escape, a click outside, an item chosen), focus goes to `returnFocus` (e.g. the focusable list
    /// item around `widget`) — before an item's action runs, so an action that opens a page moves it on.
    public static func popUp(
        _ menu: Menu, from widget: Widget, at point: (x: Double, y: Double)? = nil,
        returnFocus: Widget? = nil
    ) {
        let popover = PopoverMenu(menu: menu)
        let pointer = popover.widgetPointer
        gtk_widget_set_parent(pointer, widget.widgetPointer)
        let popoverPointer: UnsafeMutablePointer<GtkPopover> = popover.typed()
        gtk_popover_set_has_arrow(popoverPointer, point == nil ? 1 : 0)
        if let point {
            var rect = GdkRectangle(x: Int32(point.x), y: Int32(point.y), width: 1, height: 1)
            gtk_popover_set_pointing_to(popoverPointer, &rect)
            gtk_widget_set_halign(pointer, GTK_ALIGN_START)
        }
        let key = ObjectIdentifier(popover)
        open[key] = popover
        popover.connect("closed") {
            // GTK would move focus itself a frame later, up from `widget` to the first ancestor that takes it
            // (or on in Tab order); taking it now cancels that.
            returnFocus?.grabFocus()
            // Unparent once GTK has finished closing (the signal runs inside the popover's own hide).
            Task { @MainActor in
                guard let popover = open.removeValue(forKey: key) else { return }
                gtk_widget_unparent(popover.widgetPointer)
            }
        }
        gtk_popover_popup(popoverPointer)
    }
}
