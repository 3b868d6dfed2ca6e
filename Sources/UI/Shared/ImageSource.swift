import GtkKit
import Images

/// Where image views get their textures: the Images pipeline in the app (memory → disk → network).
/// Widgets only ask for a URL and show what comes back; they never fetch anything themselves.
@MainActor
public protocol ImageSource: AnyObject {
    /// The texture for `url`; throws when it cannot be loaded (the view keeps its placeholder).
    /// Cancelling the calling task abandons the load.
    func texture(for url: String) async throws -> Texture

    /// The texture for `url` scaled down to cover `fitting` (device pixels), the area it is drawn into,
    /// so the renderer does not scale it on every frame.
    func texture(for url: String, fitting: PixelSize) async throws -> Texture
}

extension ImageSource {
    /// Sources that cannot scale return the full-size texture.
    public func texture(for url: String, fitting: PixelSize) async throws -> Texture {
        try await texture(for: url)
    }
}
