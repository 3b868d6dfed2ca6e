import GtkKit

/// A decoded image as a GdkTexture (which is also a GdkPaintable), ready for a `Picture`.
///
/// Created on a worker thread; GTK only reads it. The texture is finalised on the GTK thread (see
/// `TextureHandle`).
public final class ImageTexture: Sendable {
    /// The texture; wrap it in a `Texture` on the main thread to show it.
    public let texture: TextureHandle
    public let width: Int
    public let height: Int

    init(_ texture: TextureHandle) {
        self.texture = texture
        width = texture.width
        height = texture.height
    }

    /// The `GdkTexture *`, owned by `texture`.
    public var pointer: OpaquePointer { texture.pointer }

    /// Bytes the decoded pixels occupy (4 per pixel); the memory cache's measure.
    public var byteCost: Int { width * height * 4 }

    /// Width divided by height.
    public var aspectRatio: Double { height > 0 ? Double(width) / Double(height) : 1 }
}
