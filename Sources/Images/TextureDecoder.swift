import CGtk
import Foundation

/// Validates image bytes and decodes them into an ``ImageTexture`` with `gdk_texture_new_from_bytes`,
/// optionally scaled down to the area it is drawn into, so GTK's renderer does not scale the pixels on
/// every frame.
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
        let decoded = PixelSize(width: Int(gdk_texture_get_width(texture)), height: Int(gdk_texture_get_height(texture)))
        guard decoded.width == header.width, decoded.height == header.height else {
            g_object_unref(UnsafeMutableRawPointer(texture))
            throw .undecodable("decoded size \(decoded.width)×\(decoded.height) differs from the header")
        }
        let target = fitting?.cover(decoded) ?? decoded
        guard target != decoded else { return ImageTexture(taking: texture) }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return ImageTexture(taking: Self.scaled(texture, size: decoded, to: target, opaque: header.format == .jpeg))
    }

    /// `texture` scaled to `target` (bilinear: enough for the usual factors, 0.5–1, and 20× cheaper than
    /// cairo's GOOD filter). Opaque images become `GDK_MEMORY_R8G8B8`, the format GTK 4.8's cairo renderer
    /// copies fastest on every frame (about 5× faster than premultiplied BGRA); others keep their alpha.
    private static func scaled(_ texture: OpaquePointer, size: PixelSize, to target: PixelSize,
                               opaque: Bool) -> OpaquePointer {
        let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
        defer { cairo_surface_destroy(source) }
        cairo_surface_flush(source)
        gdk_texture_download(texture, cairo_image_surface_get_data(source),
                             gsize(cairo_image_surface_get_stride(source)))
        cairo_surface_mark_dirty(source)
        let output = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(target.width), Int32(target.height))
        defer { cairo_surface_destroy(output) }
        let cr = cairo_create(output)
        cairo_scale(cr, Double(target.width) / Double(size.width), Double(target.height) / Double(size.height))
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(output)
        let stride = Int(cairo_image_surface_get_stride(output))
        guard let pixels = cairo_image_surface_get_data(output) else {
            // No memory for the scaled copy: keep the full-size image.
            g_object_ref(UnsafeMutableRawPointer(texture))
            return texture
        }
        guard opaque else {
            let bytes = g_bytes_new(pixels, gsize(stride * target.height))
            defer { g_bytes_unref(bytes) }
            return gdk_memory_texture_new(Int32(target.width), Int32(target.height),
                                          GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))
        }
        // Cairo's ARGB32 is B, G, R, A in memory on little-endian machines.
        let rowBytes = target.width * 3
        var rgb = [UInt8](repeating: 0, count: rowBytes * target.height)
        rgb.withUnsafeMutableBufferPointer { out in
            for y in 0..<target.height {
                let row = pixels + y * stride
                for x in 0..<target.width {
                    let o = y * rowBytes + x * 3
                    out[o] = row[x * 4 + 2]
                    out[o + 1] = row[x * 4 + 1]
                    out[o + 2] = row[x * 4]
                }
            }
        }
        let bytes = rgb.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return gdk_memory_texture_new(Int32(target.width), Int32(target.height), GDK_MEMORY_R8G8B8, bytes,
                                      gsize(rowBytes))
    }
}
