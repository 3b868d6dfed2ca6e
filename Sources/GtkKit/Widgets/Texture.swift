import CGtk

/// Decoded image data ready to draw (GdkTexture); immutable, safe to share between widgets.
@MainActor
public final class Texture: Object {
    /// Why image bytes could not be decoded.
    public struct DecodingError: Error, Sendable {
        /// GLib's message.
        public let message: String
    }

    /// Decodes PNG/JPEG/TIFF bytes (gdk_texture_new_from_bytes).
    public init(encoded bytes: [UInt8]) throws {
        let texture = try bytes.withUnsafeBytes { decodeTexture($0) }.get()
        super.init(taking: rawPointer(texture))
    }

    /// Wraps a `GdkTexture *` owned elsewhere (e.g. by the image pipeline), adding a reference.
    public override init(retaining pointer: UnsafeMutableRawPointer?) {
        super.init(retaining: pointer)
    }

    /// Width in pixels.
    public var width: Int { Int(gdk_texture_get_width(opaque)) }

    /// Height in pixels.
    public var height: Int { Int(gdk_texture_get_height(opaque)) }
}
