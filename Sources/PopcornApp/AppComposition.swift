import AppEnvironment
import Features
import Foundation
import GnomeIntegration
import Images
import LibraryTransfer
import PopcornTracing
import Store
import UI

/// The composition root, built in order before the main loop starts: tracing (when the environment asks
/// for it), settings, the application, the catalog (TMDb or the demo catalog, cached), the image pipeline,
/// the desktop integration; once the main window exists, its menu, the app root's store, every screen and
/// the sync with the TMDb account.
/// It owns what must live as long as the application.
///
/// A token saved or removed in Preferences, or another content language or region, applies at once: the
/// catalog, the image pipeline, the store and the screens are built again, and the visible page (with the
/// details pages pushed on it) opens again over them.
@MainActor
final class AppComposition {
    private let tracer: PopcornTracer?
    private let application: PopcornApplication
    private var catalog: CatalogServices
    /// What to tell the user about the catalog once the window shows (see `CatalogServices.openForWindow`).
    private var catalogMessage: String?
    private var images: ImageSource
    private var desktop: DesktopIntegration!
    private let observer: ScreensObserver?
    private let settings: AppSettings
    private let tokenStore: TokenStore
    /// Whether the demo catalog was chosen: `--demo`, or the welcome's "Try the Demo" (for this run).
    private var demo: Bool
    private let environment: [String: String]
    private var screens: AppScreens?
    private var refresh: BackgroundRefresh?
    private var backgroundChecking: BackgroundChecking?
    /// The sync with the TMDb account (nil for the demo catalog).
    private var accountSync: AccountSyncScheduler?
    private weak var window: MainWindow?
    private var settingsObservations: [UUID] = []
    /// Saves the Watchlist's order and filters when the user changes them.
    private var watchlistArrangementSaving: StoreObservation?
    private var libraryRouteSaving: StoreObservation?
    /// Loads the Library's section again when Preferences' streaming services change ("On My Services").
    private var libraryServicesFollowing: UUID?

    /// Composes the app for an invocation with or without `--demo`; `resident` for `popcorn --background`.
    init(
        demo: Bool, resident: Bool = false, observer: ScreensObserver?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        tracer = AppTracing.start(environment: environment)
        let settings = AppSettings()
        self.settings = settings
        let tokenStore = TokenStore()
        self.tokenStore = tokenStore
        self.demo = demo
        self.environment = environment
        application = PopcornApplication(
            applicationID: AppIdentity.applicationID,
            stateStorage: SettingsWindowState(settings: settings),
            routesFromArguments: PopcornCommand.routes(fromArgumentVector:))
        // The credential from the environment or the preferences, the content language, Remember Searches;
        // a refused API URL falls back to the demo catalog and is reported.
        let (catalog, message) = CatalogServices.openForWindow(
            demo: demo, settings: settings, tokenStore: tokenStore,
            environment: environment)
        self.catalog = catalog
        catalogMessage = message
        if resident {
            catalog.dependencies.startReadingTracking()
        } else {
            catalog.readAccountSignInAhead()
            catalog.dependencies.startLoadingForYou()
        }
        application.shellSearch = catalog.shellSearch(environment: environment)
        images = Self.images(for: catalog, settings: settings, environment: environment)
        self.observer = observer
        desktop = DesktopIntegration(
            application: application.application, settings: settings, tokenStore: tokenStore,
            environment: environment
        ) { [unowned self] in preferencesServices() }
        desktop.onWelcomeChoice = { [unowned self] choice in welcomeChosen(choice) }
        for key in [SettingsKey.contentLanguage, .contentRegion] {
            settingsObservations.append(settings.observe(key) { [weak self] _ in self?.reloadCatalog() })
        }
        application.application.onStartup { [desktop] in desktop?.install() }
        application.onWindowCreated = { [unowned self] window in windowCreated(window) }
        backgroundChecking = BackgroundChecking(
            application: application, settings: settings, environment: environment, resident: resident,
            startResidentRefresh: { [unowned self] in
                refresh = BackgroundRefresh(
                    dependencies: catalog.dependencies, application: application.application, settings: settings)
            }, tell: { [unowned self] in window?.showToast($0) })
        application.onRoutes = { [unowned self] routes, _ in screens?.open(routes: routes) }
        checkLibraryLater()
    }

    /// How long after the library opens it is read through: after the window's first content, so the check
    /// (~15 ms for a heavy library) is not part of the start.
    private static let libraryCheckDelay = Duration.seconds(2)

    /// Reads the catalog's library through a moment after it opened (`SQLiteLibrary.checkIntegrity()`) and
    /// tells the user what the recovery of a damaged file found: in the window, or when it shows. A library
    /// replaced meanwhile (another catalog) is left to its successor's check.
    private func checkLibraryLater() {
        let library = catalog.library
        Task { [weak self] in
            try? await Task.sleep(for: Self.libraryCheckDelay)
            guard self?.catalog.library === library, let message = await library.checkIntegrity() else { return }
            if let window = self?.window {
                window.showToast(message)
            } else {
                self?.catalogMessage = message
            }
        }
    }

    /// Runs the main loop for the invocation `arguments`; returns the exit status.
    func run(arguments: [String]) -> Int32 {
        application.run(arguments: arguments)
    }

    /// Writes or sends the spans still queued, waiting at most a few seconds (after the main loop ended).
    func finishTracing() {
        tracer?.shutdown(timeout: .seconds(3))
    }

    /// The primary menu and the desktop windows, then every screen over the app root's store (the screens'
    /// header-bar buttons come after the menu), the refresh of the followed series (notifications), then
    /// the catalog's problem, if any.
    private func windowCreated(_ window: MainWindow) {
        self.window = window
        desktop.attach(to: window.window)
        window.headerBar.packEnd(PrimaryMenu.makeButton())
        installScreens(in: window)
        desktop.showWelcomeAtFirstStart(isDemoRun: demo)
    }

    /// What Preferences acts on: the current catalog's search history, streaming services, library and account.
    private func preferencesServices() -> PreferencesServices {
        let importer = LibraryImporter(library: catalog.library, lookups: catalog.lookups)
        return GnomeServices.preferences(
            recentSearches: catalog.recentSearches,
            streamingServices: catalog.streamingServices,
            libraryImporter: importer, environment: environment,
            credentialChanged: { [weak self] in self?.credentialChanged(saved: $0 != nil) },
            appliesCredentialImmediately: true, account: accountSync)
    }

    /// A token saved in Preferences shows TMDb (also after "Try the Demo" or `--demo`); a removed one, the
    /// demo catalog unless the build has its own token.
    private func credentialChanged(saved: Bool) {
        if saved { demo = false }
        reloadCatalog()
    }

    /// The welcome's choice: for "Sign In with TMDb" the preferences, where the sign-in starts (once the
    /// catalog is TMDb's), and the demo catalog or TMDb for this run.
    private func welcomeChosen(_ choice: WelcomeModel.Choice) {
        if choice == .signIn { desktop.showPreferences(signingIn: true) }
        let wantsDemo = choice == .tryDemo
        if wantsDemo != catalog.source.isDemo {
            demo = wantsDemo
            reloadCatalog()
        }
    }

    /// The app root's store and every screen over the current catalog in `window`, the refresh of the
    /// followed series, then the catalog's problem, if any.
    private func installScreens(in window: MainWindow) {
        let dependencies = catalog.dependencies
        var state = AppRootFeature.State()
        state.watchlist.arrangement = settings.watchlistArrangement
        state.library.route = settings.libraryRoute
        let store = Store(initialState: state, reducer: AppRootFeature(dependencies: dependencies))
        watchlistArrangementSaving = store.observe({ $0.watchlist.arrangement }, initial: false) { [settings] in
            settings.watchlistArrangement = $0
        }
        libraryRouteSaving = store.observe({ $0.library.route }, initial: false) { [settings] in
            settings.libraryRoute = $0
        }
        libraryServicesFollowing.map(settings.removeObserver)
        libraryServicesFollowing = settings.observe(.myServices) { [weak store] _ in
            store?.send(.library(.libraryChanged))
        }
        screens = AppScreens(
            window: window, application: application.application, store: store, images: images,
            isDemo: catalog.source.isDemo, widgets: .popcorn,
            myServices: { [settings] in Set(settings.myServices) })
        observer?(window, application.application, store)
        // Not while the window paints its first page: with a heavy library the refresh reads every play and
        // the guides of hundreds of series.
        refresh = BackgroundRefresh(
            dependencies: dependencies, application: application.application, settings: settings,
            firstAfter: Self.refreshAfterStart)
        accountSync = (try? AccountService(services: catalog, environment: environment))
            .map(AccountSyncScheduler.init(service:))
        accountSync?.start()
        if let refreshImages = catalog.refreshImageConfiguration {
            Task.detached(priority: .utility) { await refreshImages() }
        }
        if let message = catalogMessage {
            window.showToast(message)
        }
    }

    /// Builds the catalog again (Preferences changed the token, the content language or the region; the
    /// welcome's choice) and the screens over it, opening the visible page again; an open Preferences
    /// follows, and leaving the demo catalog is explained.
    private func reloadCatalog() {
        let wasDemo = catalog.source.isDemo
        (catalog, catalogMessage) = CatalogServices.openForWindow(
            demo: demo, settings: settings, tokenStore: tokenStore,
            environment: environment)
        checkLibraryLater()
        images = Self.images(for: catalog, settings: settings, environment: environment)
        application.shellSearch = catalog.shellSearch(environment: environment)
        guard let window, let old = screens else { return }
        let routes = old.visibleRoutes
        old.detach()
        screens = nil
        refresh = nil
        accountSync?.stop()
        accountSync = nil
        installScreens(in: window)
        screens?.open(routes: routes)
        desktop.catalogChanged()
        if wasDemo && !catalog.source.isDemo { desktop.showLeftDemo() }
    }

    /// How long after the window's screens are built the followed series are first refreshed.
    static let refreshAfterStart: Duration = .seconds(3)

    private static func images(
        for catalog: CatalogServices, settings: AppSettings,
        environment: [String: String]
    ) -> ImageSource {
        PipelineImageSource(
            loader: imagePipeline(
                for: catalog.source, settings: settings,
                environment: environment))
    }

    /// Images over libcurl into the disk cache (`UserFolders.images`), capped by the preference.
    static func imagePipeline(
        for source: CatalogServices.Source, settings: AppSettings,
        environment: [String: String]
    ) -> ImagePipeline {
        let capacity = max(settings.imageCacheCapacityBytes, 16_000_000)
        return ImagePipeline(
            http: AppHTTP.imageClient(for: source, environment: environment),
            configuration: ImagePipelineConfiguration(diskCapacity: capacity))
    }
}
