import GtkKit
import Images

/// The app's `ImageSource`: textures from the Images pipeline (memory → disk → network, decoded off the
/// main thread), wrapped for GTK on the main thread.
@MainActor
public final class PipelineImageSource: ImageSource {
    private let loader: any ImageLoading

    /// Serves textures loaded by `loader` (normally an `ImagePipeline`).
    public init(loader: any ImageLoading) {
        self.loader = loader
    }

    public func texture(for url: String) async throws -> Texture {
        let image = try await loader.load(url)
        return Texture(retaining: UnsafeMutableRawPointer(image.pointer))
    }

    public func texture(for url: String, fitting: PixelSize) async throws -> Texture {
        let image = try await loader.load(url, priority: 0, fitting: fitting)
        return Texture(retaining: UnsafeMutableRawPointer(image.pointer))
    }

    public func cachedTexture(for url: String, fitting: PixelSize?) -> Texture? {
        loader.cached(url, fitting: fitting).map { Texture(retaining: UnsafeMutableRawPointer($0.pointer)) }
    }

    /// Each load runs detached, on the global executor: it starts while the main thread is still busy making the
    /// page that will show the images (a main-actor task would only start once the main loop is idle, after
    /// that page's first frame).
    public func prefetch(_ urls: [String], fitting: PixelSize) {
        let loader = loader
        for url in urls {
            Task.detached(priority: .userInitiated) { _ = try? await loader.load(url, priority: 0, fitting: fitting) }
        }
    }
}
