import Foundation

extension PopcornProcess {
    /// Gives the processes run from now on the GSettings `lines` of the app's schema (`"spoiler-protection=true"`),
    /// as Preferences would save them: a keyfile backend in the process' home.
    mutating func useSettings(_ lines: String...) throws {
        let folder = home + "/config/glib-2.0/settings"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try (["[io/github/popcorn/Popcorn]"] + lines + [""]).joined(separator: "\n")
            .write(toFile: folder + "/keyfile", atomically: true, encoding: .utf8)
        environment["GSETTINGS_BACKEND"] = "keyfile"
    }
}
