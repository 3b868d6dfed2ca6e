import CGtk

/// An icon (GtkImage), sized in pixels.
@MainActor
public final class Image: Widget {
    /// A themed icon such as "view-grid-symbolic".
    public init(iconName: String, pixelSize: Int? = nil) {
        super.init(taking: rawPointer(gtk_image_new_from_icon_name(iconName)))
        if let pixelSize { self.pixelSize = pixelSize }
    }

    /// The icon.
    public var iconName: String? {
        get { gtk_image_get_icon_name(opaque).map { String(cString: $0) } }
        set { gtk_image_set_from_icon_name(opaque, newValue) }
    }

    /// The icon size in pixels.
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(opaque)) }
        set { gtk_image_set_pixel_size(opaque, Int32(newValue)) }
    }
}
