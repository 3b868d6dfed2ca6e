import GtkKit
import Localization

/// The strips under the header bar: "offline, showing saved data" with Retry, and the demo-mode note (in
/// words on the strip: fictional titles, a library of its own) with a button to the preferences where a
/// TMDb token is added, which can be dismissed for the rest of the session (every window of the running app).
@MainActor
final class Banners {
    let widget = Box(.vertical)
    private let offline: Banner
    private let demo: Banner
    /// Whether the demo note was dismissed since the app started.
    private static var isDemoDismissed = false

    init(isDemo: Bool, onRetry: @escaping @MainActor () -> Void, onPreferences: @escaping @MainActor () -> Void) {
        offline = Banner(tr("Showing saved data — you are offline"), buttonLabel: tr("_Retry"), onButton: onRetry)
        demo = Banner(
            tr("Demo mode: the titles are made up, and what you track here stays in the demo."),
            buttonLabel: tr("_Preferences"), onButton: onPreferences, dismissLabel: tr("Dismiss"))
        demo.setDetails(
            tr(
                "A small built-in catalog of fictional titles, with a library of its own. To browse TMDb, add your API token in Preferences."
            ))
        widget.append(offline)
        widget.append(demo)
        Self.show(offline, false)
        Self.show(demo, isDemo && !Self.isDemoDismissed)
        demo.onDismissed { [weak demo] in
            Self.isDemoDismissed = true
            if let demo { Self.show(demo, false) }
        }
    }

    /// Whether the offline banner shows.
    var isOffline: Bool {
        get { offline.isRevealed }
        set { Self.show(offline, newValue) }
    }

    /// Reveals or hides a banner; a hidden banner also leaves the accessibility tree.
    private static func show(_ banner: Banner, _ shown: Bool) {
        if shown { banner.isVisible = true }
        banner.isRevealed = shown
        if !shown { banner.isVisible = false }
    }
}
