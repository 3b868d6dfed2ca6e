import CGtk
import CGtkShim

/// A colour with components between 0 and 1 (GdkRGBA).
public struct CanvasColor: Sendable, Equatable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The same colour at `alpha` times its opacity.
    public func faded(_ alpha: Double) -> CanvasColor {
        CanvasColor(red: red, green: green, blue: blue, alpha: self.alpha * alpha)
    }

    /// The colour `fraction` of the way from this one to `other`.
    public func mixed(with other: CanvasColor, _ fraction: Double) -> CanvasColor {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return CanvasColor(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            alpha: mix(alpha, other.alpha))
    }

    var gdk: GdkRGBA { GdkRGBA(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha)) }
}

/// The drawing of one frame of a `Canvas` (valid only inside its draw closure): rectangles, text in the
/// widget's font, and the named colours of the current style.
@MainActor
public struct CanvasSnapshot {
    let widget: UnsafeMutablePointer<GtkWidget>
    let snapshot: OpaquePointer

    /// A named colour of the style (libadwaita's `accent_bg_color`, `window_fg_color`, `card_bg_color`…),
    /// or `fallback` when the style does not define it.
    public func namedColor(_ name: String, fallback: CanvasColor = CanvasColor(red: 0.5, green: 0.5, blue: 0.5))
        -> CanvasColor
    {
        var color = GdkRGBA()
        guard popcorn_lookup_color(widget, name, &color) != 0 else { return fallback }
        return CanvasColor(
            red: Double(color.red), green: Double(color.green), blue: Double(color.blue),
            alpha: Double(color.alpha))
    }

    /// Fills a rectangle, with rounded corners when `cornerRadius` > 0.
    public func fill(
        x: Double, y: Double, width: Double, height: Double, color: CanvasColor,
        cornerRadius: Double = 0
    ) {
        guard width > 0, height > 0 else { return }
        var rect = graphene_rect_t(
            origin: graphene_point_t(x: Float(x), y: Float(y)),
            size: graphene_size_t(width: Float(width), height: Float(height)))
        var rgba = color.gdk
        if cornerRadius > 0 {
            var rounded = GskRoundedRect()
            gsk_rounded_rect_init_from_rect(&rounded, &rect, Float(min(cornerRadius, width / 2, height / 2)))
            gtk_snapshot_push_rounded_clip(snapshot, &rounded)
            gtk_snapshot_append_color(snapshot, &rgba, &rect)
            gtk_snapshot_pop(snapshot)
        } else {
            gtk_snapshot_append_color(snapshot, &rgba, &rect)
        }
    }

    /// Strokes a rectangle's outline `lineWidth` wide, inside it.
    public func outline(
        x: Double, y: Double, width: Double, height: Double, color: CanvasColor,
        lineWidth: Double = 2
    ) {
        fill(x: x, y: y, width: width, height: lineWidth, color: color)
        fill(x: x, y: y + height - lineWidth, width: width, height: lineWidth, color: color)
        fill(x: x, y: y + lineWidth, width: lineWidth, height: height - 2 * lineWidth, color: color)
        fill(
            x: x + width - lineWidth, y: y + lineWidth, width: lineWidth, height: height - 2 * lineWidth,
            color: color)
    }

    /// The size `text` takes in the widget's font (`small`: the caption size; `scale`: times the size).
    public func measure(_ text: String, small: Bool = false, scale: Double = 1) -> (width: Double, height: Double) {
        let layout = makeLayout(text, scale: small ? 0.8333 * scale : scale)
        defer { g_object_unref(rawPointer(layout)) }
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return (Double(width), Double(height))
    }

    /// Draws `text` with its top left corner at (`x`, `y`) (`small`: the caption size; `scale`: times the size).
    public func text(_ text: String, x: Double, y: Double, color: CanvasColor, small: Bool = false, scale: Double = 1) {
        let layout = makeLayout(text, scale: small ? 0.8333 * scale : scale)
        defer { g_object_unref(rawPointer(layout)) }
        var rgba = color.gdk
        var point = graphene_point_t(x: Float(x), y: Float(y))
        gtk_snapshot_save(snapshot)
        gtk_snapshot_translate(snapshot, &point)
        gtk_snapshot_append_layout(snapshot, layout, &rgba)
        gtk_snapshot_restore(snapshot)
    }

    private func makeLayout(_ text: String, scale: Double) -> OpaquePointer? {
        let layout = gtk_widget_create_pango_layout(widget, text)
        if scale != 1 {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_scale_new(scale))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        return layout
    }
}
