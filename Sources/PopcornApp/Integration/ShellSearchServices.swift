import AppEnvironment
import Catalog
import Features
import Foundation
import GtkKit

extension CatalogServices {
    /// GNOME Shell's search over this catalog: its library's titles (cache-first) and its multi-search;
    /// posters from the image disk cache of `environment`.
    @MainActor
    func shellSearch(environment: [String: String]) -> ShellSearch {
        let dependencies = dependencies
        let imageFolder = UserFolders(environment: environment).images
        return ShellSearch(
            loadLibrary: { await ShellSearchLibrary.titles(dependencies: dependencies) },
            prepareLibrary: { await ShellSearchLibrary.titles(dependencies: dependencies, pace: $0) },
            search: dependencies.search,
            posterFile: { ShellSearchPosters.cachedFile(of: $0, in: imageFolder) })
    }
}

/// The posters the image pipeline keeps on disk (one file per URL named by the URL's SHA-256), found for
/// the overview without loading them.
enum ShellSearchPosters {
    /// The cached file of `image` in `folder`, in the sizes the app shows (card, thumbnail, detail); nil when
    /// none is cached.
    static func cachedFile(of image: ImageURLSet, in folder: String) -> String? {
        [image.card, image.thumbnail, image.detail]
            .map { folder + "/" + Checksum.sha256($0) }
            .first { FileManager.default.fileExists(atPath: $0) }
    }
}
