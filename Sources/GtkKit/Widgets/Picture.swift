import CGtk
import CGtkShim

/// How a picture fills its allocation (GtkContentFit, GTK ≥ 4.8).
public enum ContentFit: Sendable {
    /// Stretch to fill, ignoring the aspect ratio.
    case fill
    /// Fit inside, keeping the aspect ratio (letterboxed).
    case contain
    /// Fill, keeping the aspect ratio, cropping the overflow.
    case cover
    /// Natural size, cropped when larger.
    case scaleDown

    var gtk: GtkContentFit {
        switch self {
        case .fill: GTK_CONTENT_FIT_FILL
        case .contain: GTK_CONTENT_FIT_CONTAIN
        case .cover: GTK_CONTENT_FIT_COVER
        case .scaleDown: GTK_CONTENT_FIT_SCALE_DOWN
        }
    }
}

/// Shows a texture scaled to the allocation (GtkPicture). Decorative by default: hidden from
/// screen readers unless `alternativeText` is set.
@MainActor
public final class Picture: Widget {
    /// An empty picture.
    public init(fit: ContentFit = .cover) {
        super.init(taking: rawPointer(gtk_picture_new()))
        gtk_picture_set_content_fit(opaque, fit.gtk)
        gtk_picture_set_can_shrink(opaque, 1)
        popcorn_accessible_set_hidden(popcorn_gtk_accessible(widgetPointer), 1)
    }

    /// The texture shown (nil: nothing).
    public var texture: Texture? {
        didSet {
            gtk_picture_set_paintable(opaque, texture.map { popcorn_gdk_paintable($0.objectPointer) })
        }
    }

    /// How the texture fills the allocation.
    public var contentFit: ContentFit = .cover {
        didSet { gtk_picture_set_content_fit(opaque, contentFit.gtk) }
    }

    /// A description for screen readers; setting it makes the picture visible to them.
    public var alternativeText: String? {
        get { gtk_picture_get_alternative_text(opaque).map { String(cString: $0) } }
        set {
            gtk_picture_set_alternative_text(opaque, newValue)
            popcorn_accessible_set_hidden(popcorn_gtk_accessible(widgetPointer), newValue == nil ? 1 : 0)
        }
    }
}
