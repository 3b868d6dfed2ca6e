import CIntl
import Localization
import Logging

/// Sets up gettext for the app's translations.
public enum Translations {
    /// Binds the `popcorn` text domain to `locations.localeDirectory` and selects the user's locale.
    /// Call once at start-up, before any `tr(…)`. When no locale is configured at all ("C"), switches to
    /// "C.UTF-8" so that `LANGUAGE` still selects a translation (glibc ignores it in the "C" locale).
    public static func setUp(_ locations: DataLocations = .current) {
        bindTranslations(localeDirectory: locations.localeDirectory)
        if let current = setlocale(LC_MESSAGES, nil), ["C", "POSIX"].contains(String(cString: current)) {
            setlocale(LC_ALL, "C.UTF-8")
        }
        Log.debug("Translations bound to \(locations.localeDirectory)")
    }
}
