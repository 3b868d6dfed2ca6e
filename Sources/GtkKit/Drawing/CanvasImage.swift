import CGtk
import CGtkShim

/// An image drawn off screen like a `Canvas` (GtkSnapshot → render node → GskRenderer → GdkTexture) and saved
/// as a PNG, e.g. a shareable summary at 1080 × 1920.
@MainActor
public enum CanvasImage {
    /// Why an image could not be written.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Draws a `width` × `height` image with `draw(snapshot, width, height)` (text in the default font; the
    /// named colours are the default style's) and writes it to `path` as a PNG.
    public static func writePNG(
        width: Int, height: Int, to path: String,
        draw: (CanvasSnapshot, Double, Double) -> Void
    ) throws(Failure) {
        let texture = try render(width: width, height: height, draw: draw)
        defer { g_object_unref(rawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else {
            throw Failure(description: "could not write \(path)")
        }
    }

    /// Draws a `width` × `height` image like ``writePNG(width:height:to:draw:)`` and returns it encoded as a
    /// PNG (for a caller that writes the file whole or not at all).
    public static func pngBytes(
        width: Int, height: Int,
        draw: (CanvasSnapshot, Double, Double) -> Void
    ) throws(Failure) -> [UInt8] {
        let texture = try render(width: width, height: height, draw: draw)
        defer { g_object_unref(rawPointer(texture)) }
        guard let bytes = gdk_texture_save_to_png_bytes(texture) else {
            throw Failure(description: "the image could not be encoded")
        }
        defer { g_bytes_unref(bytes) }
        var size = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: size))
    }

    /// The drawing as a texture (one reference, the caller's).
    private static func render(
        width: Int, height: Int,
        draw: (CanvasSnapshot, Double, Double) -> Void
    ) throws(Failure) -> OpaquePointer {
        // A widget outside any window gives the text its Pango context and the style its named colours.
        let widget = Canvas(width: width, height: height)
        guard let snapshot = gtk_snapshot_new() else { throw Failure(description: "no snapshot") }
        draw(CanvasSnapshot(widget: widget.widgetPointer, snapshot: snapshot), Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw Failure(description: "nothing drawn") }
        defer { gsk_render_node_unref(node) }
        // The Cairo renderer draws without a window or a GPU.
        let renderer = gsk_cairo_renderer_new()
        defer { g_object_unref(rawPointer(renderer)) }
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(renderer, nil, &error) != 0 else {
            defer { g_error_free(error) }
            throw Failure(description: error.map { String(cString: $0.pointee.message) } ?? "no renderer")
        }
        defer { gsk_renderer_unrealize(renderer) }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else {
            throw Failure(description: "the image could not be rendered")
        }
        return texture
    }
}
