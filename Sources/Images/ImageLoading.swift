import Catalog

/// What the UI needs from the image pipeline; a protocol so UI tests can substitute it.
public protocol ImageLoading: Sendable {
    /// The image at `url`: memory cache, then disk cache, then network. Cancelling the calling task
    /// abandons the load (the download stops when no one else waits for it). Throws
    /// ``ImageLoadError`` (show the placeholder) or `CancellationError`.
    nonisolated(nonsending) func load(_ url: String, priority: Int) async throws -> ImageTexture

    /// The image at `url` scaled down to cover `fitting` (device pixels), the area it is drawn into; nil
    /// keeps the image's own size. Cached separately from the full-size image.
    nonisolated(nonsending) func load(_ url: String, priority: Int, fitting: PixelSize?) async throws -> ImageTexture

    /// The image `load(_:priority:fitting:)` would give at once from the memory cache, or nil: a widget shows it
    /// in the frame it is mapped in rather than after a turn of the main loop.
    func cached(_ url: String, fitting: PixelSize?) -> ImageTexture?
}

extension ImageLoading {
    /// Loaders without a memory cache have nothing at once.
    public func cached(_ url: String, fitting: PixelSize?) -> ImageTexture? { nil }

    /// Loaders that cannot scale return the full-size image.
    public nonisolated(nonsending) func load(
        _ url: String, priority: Int,
        fitting: PixelSize?
    ) async throws -> ImageTexture {
        try await load(url, priority: priority)
    }

    /// The right-sized image of `set` for a widget `widthPixels` wide (points × scale factor).
    public nonisolated(nonsending) func load(
        _ set: ImageURLSet, widthPixels: Int,
        priority: Int = 0
    ) async throws -> ImageTexture {
        try await load(set.url(size: set.size(forWidthPixels: widthPixels)), priority: priority)
    }

    /// The image at `url` with default priority.
    public nonisolated(nonsending) func load(_ url: String) async throws -> ImageTexture {
        try await load(url, priority: 0)
    }
}
