import Foundation

/// The app's per-user folders (XDG base directories + the app id).
public enum AppDirectories {
    /// The application id, used as the folder name.
    public static let applicationID = "io.github.popcorn.Popcorn"

    /// `$XDG_CACHE_HOME/io.github.popcorn.Popcorn` (default `~/.cache/…`): may be deleted at any time.
    public static func cache(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        base("XDG_CACHE_HOME", fallback: ".cache", environment) + "/" + applicationID
    }

    /// `$XDG_DATA_HOME/io.github.popcorn.Popcorn` (default `~/.local/share/…`): user data, never discarded.
    public static func data(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        base("XDG_DATA_HOME", fallback: ".local/share", environment) + "/" + applicationID
    }

    private static func base(_ variable: String, fallback: String, _ environment: [String: String]) -> String {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/" + fallback
    }

    /// Creates `path` and its parents; false when it cannot be created.
    static func ensureDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return isDirectory.boolValue }
        return (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil
    }

    /// "20261121-153012" (UTC), for names of files moved aside.
    static func timestamp(_ date: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }
}
