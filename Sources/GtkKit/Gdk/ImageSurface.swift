import CGtk

/// Pixels in memory for drawing on the CPU (a cairo image surface in cairo's ARGB32 format:
/// premultiplied B, G, R, A bytes on little-endian machines). Use from one thread at a time.
public final class ImageSurface {
    private let surface: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// A transparent surface of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        self.width = width
        self.height = height
    }

    /// A surface holding `texture`'s pixels.
    public convenience init(texture: TextureHandle) {
        self.init(width: texture.width, height: texture.height)
        cairo_surface_flush(surface)
        texture.download(into: cairo_image_surface_get_data(surface), stride: stride)
        cairo_surface_mark_dirty(surface)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Bytes per row.
    public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The pixels after pending drawing (`stride` bytes per row), or nil when the surface could not be
    /// allocated.
    public var pixels: UnsafeMutablePointer<UInt8>? {
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface)
    }

    /// Paints `source` scaled to cover this whole surface, with bilinear filtering.
    public func paintScaled(_ source: ImageSurface) {
        let cr = cairo_create(surface)
        cairo_scale(cr, Double(width) / Double(source.width), Double(height) / Double(source.height))
        cairo_set_source_surface(cr, source.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(cr)
        cairo_destroy(cr)
    }
}
