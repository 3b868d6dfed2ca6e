import AppEnvironment
import Foundation
import GtkKit
import Localization
import UI

/// Opening the window: checks for a display, composes the app, runs the main loop.
@MainActor
enum AppLaunch {
    /// Opens (or raises) the window for the invocation `arguments` (argv[0] first, with its routes) and
    /// ends the process with the exit status of the main loop; returns 1 without a graphical session.
    /// `resident` (`popcorn --background`) runs as GApplication's service instead (`--gapplication-service`),
    /// without a window until it is activated.
    static func openWindow(
        arguments: [String], demo: Bool, resident: Bool = false, observer: ScreensObserver? = nil
    ) -> Int32 {
        guard Display.open() else {
            Terminal.printError(
                "\(AppIdentity.executableName): "
                    + tr(
                        "cannot open a display: no graphical session was found (DISPLAY and WAYLAND_DISPLAY are unset or unreachable)."
                    )
                    + "\n"
                    + tr("Run Popcorn from a desktop session, or try it on a virtual X server: xvfb-run -a popcorn"))
            return 1
        }
        let composition = AppComposition(demo: demo, resident: resident, observer: observer)
        let status = composition.run(
            arguments: resident ? [arguments[0], PopcornApplication.serviceArgument] : arguments)
        composition.finishTracing()
        // The composition lives as long as the process: its screens hold widgets of the window the finished
        // main loop has destroyed, so it is never torn down.
        withExtendedLifetime(composition) { exit(status) }
    }
}
