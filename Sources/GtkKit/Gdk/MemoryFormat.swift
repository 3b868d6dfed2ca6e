import CGtk
import CGtkShim

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
func makeMemoryTexture(
    width: Int, height: Int, format: MemoryFormat, pixels: UnsafeRawPointer?,
    stride: Int
) -> OpaquePointer {
    let bytes = g_bytes_new(pixels, gsize(stride * height))
    defer { g_bytes_unref(bytes) }
    return gdk_memory_texture_new(Int32(width), Int32(height), format.gdk, bytes, gsize(stride))
}

/// A new GdkTexture (full reference) decoded from PNG/JPEG/TIFF bytes, or GLib's message.
///
/// JPEGs go through `popcorn_texture_new_from_jpeg` (the same libjpeg decoding as GTK's loader, without its
/// copy of the bytes and with the pixel buffer faulted in at once); the rest, and JPEGs in colour spaces it
/// leaves to GTK, through gdk_texture_new_from_bytes.
func decodeTexture(_ encoded: UnsafeRawBufferPointer) -> Result<OpaquePointer, Texture.DecodingError> {
    var error: UnsafeMutablePointer<GError>?
    if let start = jpegStart(encoded) {
        var handled: gboolean = 0
        if let texture = popcorn_texture_new_from_jpeg(start, gsize(encoded.count), &handled, &error) {
            return .success(texture)
        }
        if handled != 0 { return .failure(decodingError(taking: &error)) }
    }
    return decodeWithGDK(encoded)
}

/// A new R8G8B8 GdkTexture (full reference) of exactly `width` × `height` pixels, scaled down from JPEG bytes
/// while they are decoded (`popcorn_texture_new_from_jpeg_scaled`), with the image's own size; nil when the
/// bytes are not a JPEG the app's decoder handles (not a JPEG, or CMYK: decode them in full and scale them).
func decodeJPEGTexture(_ encoded: UnsafeRawBufferPointer, width: Int, height: Int)
    -> Result<(texture: OpaquePointer, sourceWidth: Int, sourceHeight: Int), Texture.DecodingError>?
{
    guard let start = jpegStart(encoded) else { return nil }
    var error: UnsafeMutablePointer<GError>?
    var handled: gboolean = 0
    var sourceWidth: guint = 0
    var sourceHeight: guint = 0
    if let texture = popcorn_texture_new_from_jpeg_scaled(
        start, gsize(encoded.count), Int32(width), Int32(height), &sourceWidth, &sourceHeight, &handled, &error)
    {
        return .success((texture, Int(sourceWidth), Int(sourceHeight)))
    }
    return handled != 0 ? .failure(decodingError(taking: &error)) : nil
}

/// The first byte of `encoded` when it starts with a JPEG's start of image marker.
private func jpegStart(_ encoded: UnsafeRawBufferPointer) -> UnsafePointer<UInt8>? {
    guard encoded.count >= 3, encoded[0] == 0xFF, encoded[1] == 0xD8, encoded[2] == 0xFF else { return nil }
    return encoded.baseAddress.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) }
}

/// gdk_texture_new_from_bytes: GTK's loaders (PNG, JPEG, TIFF).
private func decodeWithGDK(_ encoded: UnsafeRawBufferPointer) -> Result<OpaquePointer, Texture.DecodingError> {
    var error: UnsafeMutablePointer<GError>?
    let bytes = g_bytes_new(encoded.baseAddress, gsize(encoded.count))
    defer { g_bytes_unref(bytes) }
    guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
        return .failure(decodingError(taking: &error))
    }
    return .success(texture)
}

/// The message of a decoding `error`, which is cleared.
private func decodingError(taking error: inout UnsafeMutablePointer<GError>?) -> Texture.DecodingError {
    let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
    g_clear_error(&error)
    return Texture.DecodingError(message: message)
}
