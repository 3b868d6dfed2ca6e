import Catalog

/// Where images live and which sizes exist, per kind; turns TMDb's `*_path` values into `ImageURLSet`s.
public struct TMDbImageConfiguration: Sendable, Hashable {
    public let baseURL: String
    public let sizes: [ImageKind: [ImageSize]]

    /// - Parameter sizes: per kind; kinds left out use TMDb's standard list (`ImageKind.tmdbSizes`).
    public init(baseURL: String, sizes: [ImageKind: [ImageSize]] = [:]) {
        self.baseURL = baseURL
        self.sizes = sizes
    }

    /// TMDb's image server with its documented sizes.
    public static let tmdb = TMDbImageConfiguration(baseURL: "https://image.tmdb.org/t/p/")

    /// The image at `path` ("/abc.jpg"); nil for a missing or empty path.
    public func image(_ kind: ImageKind, path: String?) -> ImageURLSet? {
        guard let path, !path.trimmingWhitespace.isEmpty else { return nil }
        return ImageURLSet(kind: kind, baseURL: baseURL, path: path, sizes: sizes[kind] ?? kind.tmdbSizes)
    }

    /// Parses TMDb size names ("w185", "h632", "original"); unknown names and sizes above 100 000 pixels
    /// are dropped.
    public static func parseSizes(_ names: [String]) -> [ImageSize] {
        names.compactMap { name in
            if name == "original" { return .original }
            guard let first = name.first, let pixels = Int(name.dropFirst()), (1...100_000).contains(pixels) else {
                return nil
            }
            switch first {
            case "w": return .width(pixels)
            case "h": return .height(pixels)
            default: return nil
            }
        }
    }
}
