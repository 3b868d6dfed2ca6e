import AppEnvironment
import GtkKit

/// Connects the GNOME integration to the app shell: the "app.preferences" (Ctrl+,) and "app.about"
/// actions, the shortcuts window (Ctrl+?) of each main window, and the primary menu button.
///
/// Usage in the composition root: create once at startup, `install()`, then for each main window
/// `attach(to:)` and put `PrimaryMenu.makeButton()` at the end of its header bar.
@MainActor
public final class DesktopIntegration {
    private let application: Application
    private let makePreferencesModel: @MainActor () -> PreferencesModel
    private var preferences: PreferencesWindow?

    /// `makePreferencesModel` is called each time the preferences window opens.
    public init(application: Application, makePreferencesModel: @escaping @MainActor () -> PreferencesModel) {
        self.application = application
        self.makePreferencesModel = makePreferencesModel
    }

    /// Adds the application actions and their accelerators; call from the application's "startup".
    /// `iconSearchPath` (`DataLocations.iconSearchPath`) makes the app icon available uninstalled.
    public func install(iconSearchPath: String? = DataLocations.current.iconSearchPath) {
        if let iconSearchPath { IconTheme.addSearchPath(iconSearchPath) }
        Window.defaultIconName = AppIdentity.applicationID
        application.addAction("preferences") { [weak self] in self?.showPreferences() }
        application.addAction("about") { [weak self] in
            guard let self else { return }
            AboutWindow.present(parent: self.application.activeWindow)
        }
        for (action, accelerators) in PrimaryMenu.accelerators {
            application.setAccelerators(accelerators, for: action)
        }
    }

    /// Gives `window` its shortcuts window ("win.show-help-overlay").
    public func attach(to window: ApplicationWindow) {
        ShortcutsWindow.attach(to: window)
    }

    /// Opens (or raises) the preferences window.
    public func showPreferences() {
        if let preferences {
            preferences.present()
            return
        }
        let window = PreferencesWindow(model: makePreferencesModel(), parent: application.activeWindow)
        window.window.connect("destroy") { [weak self] in self?.preferences = nil }
        preferences = window
        window.present()
    }
}
