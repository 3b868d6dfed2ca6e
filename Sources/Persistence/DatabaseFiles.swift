import Foundation

/// File-system helpers of the database files: their folder, and the names of files moved aside.
enum DatabaseFiles {
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
