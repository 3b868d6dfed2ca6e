import AppEnvironment
import GtkKit
import Localization

/// The rules of "Check for New Episodes in the Background" (`AppSettings.backgroundChecks`), without GTK:
/// when to ask the Background portal, what to ask, and what its answer means for the switch.
///
/// Inside a sandbox (Flatpak) the portal is the only way to run without a window and to start at login:
/// https://flatpak.github.io/xdg-desktop-portal/docs/doc-org.freedesktop.portal.Background.html
/// Outside one, the systemd user timer (`popcorn-refresh.timer`) checks while Popcorn is closed, so no
/// portal is asked and the switch only keeps `popcorn --background` running.
public enum BackgroundChecks {
    /// The option of the resident mode: `popcorn --background` runs without a window.
    public static let residentOption = "--background"

    /// The environment variable that makes Popcorn behave as if sandboxed (tests: a mock portal on a
    /// private session bus). GTK's own `GDK_DEBUG=portals` is not used: it also sends GTK's settings and
    /// file choosers through the portal.
    public static let portalOverride = "POPCORN_USE_PORTALS"

    /// Whether Popcorn runs inside a sandbox that needs the portal: `/.flatpak-info` exists (Flatpak's
    /// marker, also what GLib checks), or `POPCORN_USE_PORTALS=1`.
    public static func isSandboxed(environment: [String: String], fileExists: (String) -> Bool) -> Bool {
        environment[portalOverride] == "1" || fileExists("/.flatpak-info")
    }

    /// Whether to ask the portal now: the switch is on and Popcorn is sandboxed.
    public static func asksPortal(switchOn: Bool, sandboxed: Bool) -> Bool {
        switchOn && sandboxed
    }

    /// What the switch does, for its subtitle: inside a sandbox the portal starts Popcorn at login; outside
    /// one the switch keeps `popcorn --background` running (the refresh timer checks while Popcorn is closed).
    public static func subtitle(sandboxed: Bool) -> String {
        sandboxed
            ? tr("Start Popcorn without a window when you log in and check every few hours")
            : tr("Let popcorn --background keep running without a window and check every few hours")
    }

    /// What Popcorn asks the portal for: to run in the background and, while the switch is on, to be
    /// started at login as `popcorn --background` (`autostart` false removes the login start again).
    public static func request(autostart: Bool) -> BackgroundRequest {
        BackgroundRequest(
            reason: tr("Popcorn checks for new episodes of the series you follow and notifies you"),
            autostart: autostart, commandLine: [AppIdentity.executableName, residentOption])
    }

    /// What the portal's answer means for the switch.
    public enum Outcome: Equatable, Sendable {
        /// Allowed: the switch stays on.
        case allowed
        /// Refused or cancelled: the switch turns off and the user reads `message`.
        case refused(message: String)
        /// No answer (no portal, an error, a timeout): the switch stays as it is, `reason` is logged.
        case unanswered(reason: String)
    }

    /// The outcome of the portal's `answer`: granted means response 0 with `background` true
    /// (https://flatpak.github.io/xdg-desktop-portal/docs/doc-org.freedesktop.portal.Request.html).
    public static func outcome(of answer: BackgroundAnswer) -> Outcome {
        switch answer {
        case .response(0, background: true, _):
            return .allowed
        case .response:
            return .refused(
                message: tr("Popcorn may not run in the background: background checks were turned off"))
        case .unavailable(let reason):
            return .unanswered(reason: reason)
        }
    }
}
