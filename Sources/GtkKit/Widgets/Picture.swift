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
///
/// The picture has no natural size of its own (its size comes from its parent, e.g. the sizer of an
/// overlay): it shows one `PopcornTextureSlot` for life and changing the texture only redraws it. GTK 4.8's
/// `gtk_picture_set_paintable` queues a resize of the picture and all its ancestors, which in a grid is a
/// relayout of the grid for every image that arrives.
@MainActor
public final class Picture: Widget {
    /// The paintable shown, owned by the picture (it never replaces it).
    private let slot: OpaquePointer

    /// An empty picture.
    public init(fit: ContentFit = .cover) {
        let slot = popcorn_texture_slot_new()!
        self.slot = slot
        contentFit = fit
        super.init(taking: rawPointer(gtk_picture_new()))
        gtk_picture_set_content_fit(opaque, GTK_CONTENT_FIT_FILL)
        gtk_picture_set_can_shrink(opaque, 1)
        gtk_picture_set_paintable(opaque, popcorn_gdk_paintable(UnsafeMutableRawPointer(slot)))
        g_object_unref(UnsafeMutableRawPointer(slot))
        popcorn_texture_slot_set_fit(slot, fit.gtk)
        popcorn_accessible_set_hidden(popcorn_gtk_accessible(widgetPointer), 1)
    }

    /// The texture shown (nil: nothing).
    public var texture: Texture? {
        didSet {
            popcorn_texture_slot_set_texture(slot, texture.map { popcorn_gdk_texture($0.objectPointer) })
        }
    }

    /// How the texture fills the allocation.
    public var contentFit: ContentFit {
        didSet { popcorn_texture_slot_set_fit(slot, contentFit.gtk) }
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
