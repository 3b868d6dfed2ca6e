import Features
import GnomeIntegration

/// Where the app reads spoiler protection: the Preferences switch, followed live.
enum SpoilerSettings {
    /// Reads the protection now, from any thread; off without settings.
    @MainActor
    static func reader(settings: AppSettings?) -> @Sendable () -> SpoilerProtection {
        let isOn = settings?.followingSpoilerProtection() ?? { @Sendable in false }
        return { SpoilerProtection(isOn: isOn()) }
    }
}
