import Foundation

/// The app's per-user folders: the XDG base directories with the app's folder
/// (`AppIdentity.baseID`, shared by every profile) inside. An unset, empty or relative `XDG_*` value falls
/// back to the default under the home folder (`$HOME`, else the account's).
public struct UserFolders: Sendable, Equatable {
    /// `$XDG_CACHE_HOME/io.github.popcorn.Popcorn` (default `~/.cache/…`): may be deleted at any time.
    public let cache: String
    /// `$XDG_DATA_HOME/io.github.popcorn.Popcorn` (default `~/.local/share/…`): user data, never discarded.
    public let data: String
    /// `$XDG_STATE_HOME/io.github.popcorn.Popcorn` (default `~/.local/state/…`): state kept between runs.
    public let state: String

    /// The folders for `environment`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        func folder(_ variable: String, default relativeToHome: String) -> String {
            let base = environment[variable].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/" + relativeToHome
            return base + "/" + AppIdentity.baseID
        }
        cache = folder("XDG_CACHE_HOME", default: ".cache")
        data = folder("XDG_DATA_HOME", default: ".local/share")
        state = folder("XDG_STATE_HOME", default: ".local/state")
    }

    /// The image pipeline's disk cache: `images` in the cache folder.
    public var images: String { cache + "/images" }

    /// TMDb's image configuration (base URL and sizes), fetched once a day: in the cache folder.
    public var imageConfiguration: String { cache + "/image-configuration.json" }
}
