import AppEnvironment
import Foundation
import GnomeIntegration
import GtkKit
import Localization
import Logging
import TMDb
import UI

/// Wires the GNOME integration into the application: the preferences (Ctrl+,), About and shortcuts
/// (Ctrl+?) windows, and the primary menu in the main window's header bar.
@MainActor
enum GnomeSetup {
    /// Installs the actions on `app` and decorates its main window once it exists. `services` is
    /// evaluated each time the preferences open (after the composition root built the catalog).
    static func install(on app: PopcornApplication, settings: AppSettings, tokenStore: TokenStore,
                        services: @autoclosure @escaping @MainActor () -> PreferencesServices) -> DesktopIntegration {
        let desktop = DesktopIntegration(application: app.application) {
            PreferencesModel(settings: settings, tokenStore: tokenStore, services: services())
        }
        app.application.onStartup { desktop.install() }
        let previous = app.onWindowCreated
        app.onWindowCreated = { window in
            previous?(window)
            desktop.attach(to: window.window)
            window.headerBar.packEnd(PrimaryMenu.makeButton())
        }
        return desktop
    }
}
