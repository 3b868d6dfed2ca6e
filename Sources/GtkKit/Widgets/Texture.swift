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

    /// A fully transparent texture of `width` × `height` pixels: gives a picture an aspect ratio
    /// (e.g. 16 × 9) before the real image is there.
    public init(transparentWidth width: Int, height: Int) {
        let stride = width * 4
        let bytes = [UInt8](repeating: 0, count: stride * height)
        super.init(taking: rawPointer(bytes.withUnsafeBytes {
            makeMemoryTexture(width: width, height: height, format: .r8g8b8a8, pixels: $0.baseAddress, stride: stride)
        }))
    }

    /// Width in pixels.
    public var width: Int { Int(gdk_texture_get_width(opaque)) }

    /// Height in pixels.
    public var height: Int { Int(gdk_texture_get_height(opaque)) }
}
