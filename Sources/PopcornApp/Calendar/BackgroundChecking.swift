import Foundation
import GnomeIntegration
import GtkKit
import Logging
import UI

/// "Check for New Episodes in the Background" at work (`BackgroundChecks` holds the rules): in the resident
/// mode (`popcorn --background`, no window) the application holds itself while the switch is on and
/// refreshes the followed series; inside a sandbox, the Background portal is asked at start and whenever
/// the switch turns on, without waiting for it, and a refusal turns the switch off and is told.
@MainActor
final class BackgroundChecking {
    private let popcornApplication: PopcornApplication
    private var application: Application { popcornApplication.application }
    private let settings: AppSettings
    private let sandboxed: Bool
    private let resident: Bool
    private var switchObservation: UUID?
    /// Starts the refresh of the followed series without a window (resident mode, switch on).
    private let startResidentRefresh: @MainActor () -> Void
    /// Tells the user something (a toast in the window, when there is one).
    private let tell: @MainActor (String) -> Void

    /// Checks for `application` following `settings` from its start-up on; `resident` for
    /// `popcorn --background`.
    init(
        application: PopcornApplication, settings: AppSettings, environment: [String: String], resident: Bool,
        startResidentRefresh: @escaping @MainActor () -> Void, tell: @escaping @MainActor (String) -> Void
    ) {
        popcornApplication = application
        self.settings = settings
        self.resident = resident
        self.startResidentRefresh = startResidentRefresh
        self.tell = tell
        sandboxed = BackgroundChecks.isSandboxed(environment: environment) {
            FileManager.default.fileExists(atPath: $0)
        }
        application.application.onStartup { [weak self] in self?.start() }
    }

    /// At the application's start-up (registered on the bus): holds and refreshes in resident mode, asks
    /// the portal when sandboxed, and follows the switch from then on.
    private func start() {
        if resident {
            updateHold()
            if settings.backgroundChecks {
                startResidentRefresh()
            } else {
                Log.info("background checks are off: the resident mode ends")
                application.quit()
            }
        }
        askPortal()
        switchObservation = settings.observe(.backgroundChecks) { [weak self] _ in self?.switchChanged() }
    }

    private func switchChanged() {
        if resident { updateHold() }
        if sandboxed && !settings.backgroundChecks {
            // The login start asked for earlier is removed again (the portal remembers the permission).
            BackgroundPortal.request(BackgroundChecks.request(autostart: false), on: application) { answer in
                Log.info("background portal, login start removed: \(answer)")
            }
        }
        askPortal()
    }

    /// Keeps the application resident while the switch is on (resident mode); releasing the last hold ends it.
    private func updateHold() {
        popcornApplication.staysResident = settings.backgroundChecks
    }

    private func askPortal() {
        guard BackgroundChecks.asksPortal(switchOn: settings.backgroundChecks, sandboxed: sandboxed) else { return }
        BackgroundPortal.request(BackgroundChecks.request(autostart: true), on: application) { [weak self] answer in
            self?.answered(answer)
        }
    }

    private func answered(_ answer: BackgroundAnswer) {
        switch BackgroundChecks.outcome(of: answer) {
        case .allowed:
            Log.info("background portal: allowed (\(answer))")
        case .refused(let message):
            Log.info("background portal: refused (\(answer))")
            settings.backgroundChecks = false
            tell(message)
        case .unanswered(let reason):
            Log.warning("background portal did not answer: \(reason)")
        }
    }
}
