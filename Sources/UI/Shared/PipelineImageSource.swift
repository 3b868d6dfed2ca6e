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
}
