import CGtk

/// The byte layout of pixels handed to GDK (GdkMemoryFormat, the ones in use).
public enum MemoryFormat: Sendable {
    /// Red, green, blue: 3 bytes per pixel, opaque.
    case r8g8b8
    /// Red, green, blue, alpha (not premultiplied): 4 bytes per pixel.
    case r8g8b8a8
    /// Blue, green, red, alpha premultiplied: cairo's ARGB32 on little-endian machines.
    case b8g8r8a8Premultiplied

    var gdk: GdkMemoryFormat {
        switch self {
        case .r8g8b8: GDK_MEMORY_R8G8B8
        case .r8g8b8a8: GDK_MEMORY_R8G8B8A8
        case .b8g8r8a8Premultiplied: GDK_MEMORY_B8G8R8A8_PREMULTIPLIED
        }
    }
}

/// A new GdkTexture (full reference) copying `height` rows of `stride` bytes from `pixels`.
func makeMemoryTexture(width: Int, height: Int, format: MemoryFormat, pixels: UnsafeRawPointer?,
                       stride: Int) -> OpaquePointer {
    let bytes = g_bytes_new(pixels, gsize(stride * height))
    defer { g_bytes_unref(bytes) }
    return gdk_memory_texture_new(Int32(width), Int32(height), format.gdk, bytes, gsize(stride))
}

/// A new GdkTexture (full reference) decoded from PNG/JPEG/TIFF bytes, or GLib's message.
func decodeTexture(_ encoded: UnsafeRawBufferPointer) -> Result<OpaquePointer, Texture.DecodingError> {
    let bytes = g_bytes_new(encoded.baseAddress, gsize(encoded.count))
    defer { g_bytes_unref(bytes) }
    var error: UnsafeMutablePointer<GError>?
    guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_clear_error(&error)
        return .failure(Texture.DecodingError(message: message))
    }
    return .success(texture)
}
