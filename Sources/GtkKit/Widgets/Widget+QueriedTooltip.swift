import CGtk

extension Widget {
    /// Shows `text` as the widget's tooltip, given to GTK only when it asks for it ("query-tooltip"). Unlike
    /// ``tooltip``, setting it costs no round trip to the display server: GTK 4.8's
    /// `gtk_widget_set_tooltip_text` asks where the pointer is (`gdk_device_get_surface_at_position`) each
    /// time, which a grid making a hundred cards at once pays a hundred times. Not
    /// an accessible description, unlike ``tooltip``: for widgets screen readers do not see.
    public func setQueriedTooltip(_ text: String) {
        let thunk:
            @convention(c) (gpointer?, gint, gint, gboolean, OpaquePointer?, gpointer?) ->
                gboolean = { _, _, _, _, tooltip, data in
                    let box = ClosureBox<String>.from(data)
                    gtk_tooltip_set_text(tooltip, box.handler)
                    return 1
                }
        _ = connectRaw(
            "query-tooltip", unsafeBitCast(thunk, to: GCallback.self), ClosureBox<String>.retained(text), after: false)
        gtk_widget_set_has_tooltip(widgetPointer, 1)
    }
}
