import CGtk
import CGtkShim

/// A round picture or initials (AdwAvatar), e.g. for people without a photo.
@MainActor
public final class Avatar: Widget {
    /// An avatar `size` pixels wide showing the initials of `text` until an image is set.
    public init(size: Int, text: String) {
        super.init(taking: rawPointer(adw_avatar_new(Int32(size), text, 1)))
        setAccessibleLabel(text)
    }

    /// The name the initials come from.
    public var text: String? {
        get { adw_avatar_get_text(opaque).map { String(cString: $0) } }
        set { adw_avatar_set_text(opaque, newValue) }
    }

    /// A photo replacing the initials (nil: back to initials).
    public var image: Texture? {
        didSet { adw_avatar_set_custom_image(opaque, image.map { popcorn_gdk_paintable($0.objectPointer) }) }
    }
}
