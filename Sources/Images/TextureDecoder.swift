import CGtk
import Foundation

/// Validates image bytes and decodes them into an ``ImageTexture`` with `gdk_texture_new_from_bytes`,
/// converted to cairo's pixel format (premultiplied BGRA) and optionally scaled down to the area it is
/// drawn into, so GTK's renderer neither converts nor scales the pixels on every frame.
/// Pure CPU work: call it off the main thread.
public struct TextureDecoder: Sendable {
    /// Largest accepted body in bytes.
    public var maxBytes: Int
    /// Largest accepted width or height in pixels.
    public var maxDimension: Int

    public init(maxBytes: Int = 20 << 20, maxDimension: Int = 8192) {
        self.maxBytes = maxBytes
        self.maxDimension = maxDimension
    }

    /// Checks size, format, completeness and dimensions without decoding.
    public func validate(_ data: Data) throws(ImageLoadError) -> ImageHeader {
        guard data.count <= maxBytes else { throw .tooLarge }
        guard let header = ImageHeader(data) else { throw .notAnImage }
        guard header.width <= maxDimension, header.height <= maxDimension else {
            throw .tooManyPixels(width: header.width, height: header.height)
        }
        guard header.isComplete else { throw .truncated }
        return header
    }

    /// Validates then decodes `data`; with `fitting`, scales the image down (keeping its aspect ratio) to
    /// the smallest size that still covers that area.
    public func decode(_ data: Data, fitting: PixelSize? = nil) throws(ImageLoadError) -> ImageTexture {
        let header = try validate(data)
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw .undecodable(message)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let decoded = PixelSize(width: Int(gdk_texture_get_width(texture)), height: Int(gdk_texture_get_height(texture)))
        guard decoded.width == header.width, decoded.height == header.height else {
            throw .undecodable("decoded size \(decoded.width)×\(decoded.height) differs from the header")
        }
        let target = fitting?.cover(decoded) ?? decoded
        return ImageTexture(taking: Self.premultipliedTexture(texture, size: decoded, target: target))
    }

    /// `texture`'s pixels in `GDK_MEMORY_B8G8R8A8_PREMULTIPLIED` (cairo's ARGB32 on little-endian
    /// machines), scaled to `target`.
    private static func premultipliedTexture(_ texture: OpaquePointer, size: PixelSize,
                                             target: PixelSize) -> OpaquePointer {
        let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
        defer { cairo_surface_destroy(source) }
        cairo_surface_flush(source)
        gdk_texture_download(texture, cairo_image_surface_get_data(source),
                             gsize(cairo_image_surface_get_stride(source)))
        cairo_surface_mark_dirty(source)
        var output = source
        if target != size {
            output = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(target.width), Int32(target.height))
            let cr = cairo_create(output)
            cairo_scale(cr, Double(target.width) / Double(size.width), Double(target.height) / Double(size.height))
            cairo_set_source_surface(cr, source, 0, 0)
            // Bilinear is enough for the usual factors (0.5–1) and 20× cheaper than cairo's GOOD filter.
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_flush(output)
        }
        defer { if output != source { cairo_surface_destroy(output) } }
        let stride = Int(cairo_image_surface_get_stride(output))
        let bytes = g_bytes_new(cairo_image_surface_get_data(output), gsize(stride * target.height))
        defer { g_bytes_unref(bytes) }
        return gdk_memory_texture_new(Int32(target.width), Int32(target.height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED,
                                      bytes, gsize(stride))
    }
}
