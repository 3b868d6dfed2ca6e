import AppEnvironment
import Foundation
import GtkKit

/// Connects the GNOME integration to the app shell: the "app.preferences" (Ctrl+,), "app.welcome" and
/// "app.about" actions, the shortcuts window (Ctrl+?) of each main window, and the primary menu button.
///
/// Usage in the composition root: create once at startup, `install()`, then for each main window
/// `attach(to:)` and put `PrimaryMenu.makeButton()` at the end of its header bar; call `catalogChanged()`
/// after the catalog was built again.
@MainActor
public final class DesktopIntegration {
    private let application: Application
    private let settings: AppSettings
    private let tokenStore: TokenStore
    private let environment: [String: String]
    private let makePreferencesServices: @MainActor () -> PreferencesServices
    private var preferences: PreferencesWindow?
    private var welcome: WelcomeWindow?
    /// What the welcome's buttons do (the composition root switches catalogs).
    public var onWelcomeChoice: (@MainActor (WelcomeModel.Choice) -> Void)?

    /// `makePreferencesServices` gives the current catalog's services, each time the preferences window
    /// opens and after the catalog changed.
    public init(
        application: Application, settings: AppSettings, tokenStore: TokenStore,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        makePreferencesServices: @escaping @MainActor () -> PreferencesServices
    ) {
        self.application = application
        self.settings = settings
        self.tokenStore = tokenStore
        self.environment = environment
        self.makePreferencesServices = makePreferencesServices
    }

    /// Adds the application actions and their accelerators; call from the application's "startup".
    /// `iconSearchPath` (`DataLocations.iconSearchPath`) makes the app icon available uninstalled.
    public func install(iconSearchPath: String? = DataLocations.current.iconSearchPath) {
        if let iconSearchPath { IconTheme.addSearchPath(iconSearchPath) }
        Window.defaultIconName = AppIdentity.applicationID
        application.addAction("preferences") { [weak self] in self?.showPreferences() }
        application.addAction("welcome") { [weak self] in self?.showWelcome() }
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

    /// Opens (or raises) the preferences window; `signingIn` also starts the TMDb account's sign-in unless
    /// someone is signed in.
    public func showPreferences(signingIn: Bool = false) {
        let window: PreferencesWindow
        if let preferences {
            window = preferences
        } else {
            let model = PreferencesModel(
                settings: settings, tokenStore: tokenStore,
                services: makePreferencesServices(), environment: environment)
            window = PreferencesWindow(model: model, parent: application.activeWindow)
            // Not "destroy": GTK destroys a closed window only once nothing holds it, and this wrapper does.
            window.window.connectReturningBool("close-request") { [weak self] in
                self?.preferences = nil
                return false
            }
            preferences = window
        }
        window.present()
        if signingIn {
            let model = window.model
            Task { @MainActor in await model.signInUnlessSignedIn() }
        }
    }

    /// The catalog was built again: an open preferences window follows it.
    public func catalogChanged() {
        preferences?.model.catalogChanged(makePreferencesServices())
    }

    /// Opens the welcome at the first start (once; not when `--demo` chose the mode already), over the main
    /// window once that is shown (so that the welcome has the keyboard).
    public func showWelcomeAtFirstStart(isDemoRun: Bool) {
        guard WelcomeModel.opensAtStart(alreadyShown: settings.welcomeShown, isDemoRun: isDemoRun) else { return }
        settings.welcomeShown = true
        Task { @MainActor [weak self] in self?.showWelcome() }
    }

    /// Opens (or raises) the welcome window over the active window.
    public func showWelcome() {
        if let welcome {
            welcome.present()
            return
        }
        let folders = UserFolders(environment: environment)
        let model = WelcomeModel(
            hasBuiltInToken: BuiltInToken.value(environment: environment) != nil,
            dataFolder: folders.data, home: environment["HOME"] ?? NSHomeDirectory())
        let window = WelcomeWindow(model: model, parent: application.activeWindow) { [weak self] choice in
            self?.onWelcomeChoice?(choice)
        }
        window.window.connectReturningBool("close-request") { [weak self] in
            self?.welcome = nil
            return false
        }
        welcome = window
        window.present()
    }

    /// Says that the window switched from the demo catalog to TMDb and where the demo's library went.
    public func showLeftDemo() {
        LeavingDemoDialog.present(parent: preferences?.window ?? application.activeWindow)
    }
}
