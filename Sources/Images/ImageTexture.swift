import CGtk

/// A decoded image as a `GdkTexture` (which is also a `GdkPaintable`), ready for `GtkPicture`.
///
/// Created on a worker thread; GTK only reads it. The final reference is dropped through the default
/// main context, so the texture is finalised on the GTK thread when a main loop runs there.
public final class ImageTexture: @unchecked Sendable {
    /// The `GdkTexture*`; this object owns one reference. Use it for `gtk_picture_set_paintable`.
    public let pointer: OpaquePointer
    public let width: Int
    public let height: Int

    /// Takes ownership of one reference to `pointer`.
    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
        width = Int(gdk_texture_get_width(pointer))
        height = Int(gdk_texture_get_height(pointer))
    }

    /// Bytes the decoded pixels occupy (4 per pixel); the memory cache's measure.
    public var byteCost: Int { width * height * 4 }

    /// Width divided by height.
    public var aspectRatio: Double { height > 0 ? Double(width) / Double(height) : 1 }

    deinit {
        g_main_context_invoke_full(nil, G_PRIORITY_DEFAULT_IDLE, { object in
            g_object_unref(object)
            return gboolean(G_SOURCE_REMOVE)
        }, UnsafeMutableRawPointer(pointer), nil)
    }
}
