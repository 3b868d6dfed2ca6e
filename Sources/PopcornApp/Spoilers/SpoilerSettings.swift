import Catalog
import Features
import GnomeIntegration

/// Where the app reads spoiler protection: the Preferences switch, followed live, and the series' own
/// choices in the library.
enum SpoilerSettings {
    /// Reads the protection now, from any thread; off without settings.
    @MainActor
    static func reader(settings: AppSettings?, choices: any SpoilerChoiceRepository)
        -> @Sendable () -> SpoilerProtection
    {
        let isOn = settings?.followingSpoilerProtection() ?? { @Sendable in false }
        return { SpoilerProtection(isOn: isOn(), seriesChoices: choices.spoilerChoices()) }
    }
}
