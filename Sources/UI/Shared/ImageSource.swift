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

    /// The texture ``texture(for:fitting:)`` would give at once (from the memory cache), or nil.
    func cachedTexture(for url: String, fitting: PixelSize?) -> Texture?

    /// Starts loading `urls` scaled to `fitting` off the main thread, into the memory cache, for widgets about
    /// to show them: they then find them with ``cachedTexture(for:fitting:)``.
    func prefetch(_ urls: [String], fitting: PixelSize)
}

extension ImageSource {
    /// Sources that cannot scale return the full-size texture.
    public func texture(for url: String, fitting: PixelSize) async throws -> Texture {
        try await texture(for: url)
    }

    /// Sources without a memory cache have nothing at once.
    public func cachedTexture(for url: String, fitting: PixelSize?) -> Texture? { nil }

    /// Sources without a memory cache load when asked.
    public func prefetch(_ urls: [String], fitting: PixelSize) {}
}
