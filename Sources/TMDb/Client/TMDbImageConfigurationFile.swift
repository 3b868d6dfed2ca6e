import Catalog
import Foundation

/// TMDb's `/configuration` (image base URL and sizes) kept in a small JSON file for 24 hours, so every start
/// builds image URLs from what TMDb announced without waiting for the network.
public struct TMDbImageConfigurationFile: Sendable {
    /// How long a saved configuration is fresh.
    public static let lifetime: TimeInterval = 24 * 60 * 60

    /// The file's path.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The saved configuration and when it was fetched; nil when there is none or it cannot be read (a
    /// damaged file is as good as none: it is fetched again).
    public func load() -> (configuration: TMDbImageConfiguration, fetchedAt: Date)? {
        guard let data = FileManager.default.contents(atPath: path),
            let saved = try? JSONDecoder().decode(Saved.self, from: data),
            let base = try? TMDbEndpoint(baseURL: saved.baseURL), base.baseURL.hasPrefix("https://")
        else { return nil }
        var sizes: [ImageKind: [ImageSize]] = [:]
        for (kind, names) in saved.sizes {
            guard let kind = ImageKind(rawValue: kind) else { continue }
            let parsed = TMDbImageConfiguration.parseSizes(names)
            if !parsed.isEmpty { sizes[kind] = parsed }
        }
        return (
            TMDbImageConfiguration(baseURL: saved.baseURL, sizes: sizes), Date(timeIntervalSince1970: saved.fetchedAt)
        )
    }

    /// Whether the configuration saved at `fetchedAt` must be fetched again at `now`.
    public static func isExpired(fetchedAt: Date, now: Date = Date()) -> Bool {
        now.timeIntervalSince(fetchedAt) >= lifetime || fetchedAt > now
    }

    /// Saves `configuration` as fetched at `now` (written whole, then renamed into place).
    public func save(_ configuration: TMDbImageConfiguration, now: Date = Date()) throws {
        let saved = Saved(
            baseURL: configuration.baseURL, fetchedAt: now.timeIntervalSince1970,
            sizes: Dictionary(
                uniqueKeysWithValues: configuration.sizes.map { kind, sizes in
                    (kind.rawValue, sizes.map(\.pathSegment))
                }))
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try encoder.encode(saved).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    private struct Saved: Codable {
        let baseURL: String
        let fetchedAt: Double
        let sizes: [String: [String]]
    }
}
