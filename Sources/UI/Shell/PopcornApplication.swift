import Features
import GtkKit
import Localization
import Logging

/// The single-instance application: one `MainWindow`, app-wide shortcuts, and routes from the command
/// line. A second `popcorn ROUTE` is forwarded over D-Bus to the running instance, whose `onRoutes` runs.
@MainActor
public final class PopcornApplication {
    /// The application action opening a route in the window (a notification's click): "app.open-route".
    public static let openRouteAction = "open-route"

    /// The GApplication.
    public let application: Application
    /// The main window, once the application activated.
    public private(set) var mainWindow: MainWindow?

    private let stateStorage: WindowStateStorage
    private let routesFromArguments: @MainActor ([String]) -> [String]
    private var pendingRoutes: [String] = []

    /// Runs once, when the main window has been created (the composition root installs the real pages).
    public var onWindowCreated: (@MainActor (MainWindow) -> Void)?

    /// Receives route strings ("movie/603", "search?q=…") from this or a later invocation, after the
    /// window exists. Until routing is wired, each route pushes a placeholder page titled with the route.
    public var onRoutes: (@MainActor ([String], MainWindow) -> Void)?

    /// What GNOME Shell's overview finds (over the current catalog); the provider answers nothing without it.
    public var shellSearch: ShellSearch?
    /// GNOME Shell's search provider, exported while the application is on the session bus.
    private var searchProvider: ShellSearchProvider?

    /// Whether the application keeps running without a window (the resident mode of background checks):
    /// it holds itself, and closing the window only hides it, to be presented again at the next activation.
    /// Otherwise closing the window ends the application, also when it was started as a D-Bus service.
    public var staysResident = false {
        didSet {
            guard staysResident != oldValue else { return }
            if staysResident { application.hold() } else { application.release() }
        }
    }

    /// The argument with which D-Bus activation starts the application (GApplication handles it): it opens
    /// no window and stays up while used.
    public nonisolated static let serviceArgument = "--gapplication-service"
    /// How long the D-Bus service stays up after its last call (milliseconds).
    static let serviceInactivityTimeout: UInt32 = 20_000

    /// An application with `applicationID`; `routesFromArguments` extracts ROUTE arguments from a full
    /// argument vector (the primary instance re-reads the vector of each invocation).
    public init(
        applicationID: String, stateStorage: WindowStateStorage,
        routesFromArguments: @escaping @MainActor ([String]) -> [String]
    ) {
        Application.setDisplayName(tr("Popcorn"))
        application = Application(id: applicationID, flags: [.handlesCommandLine])
        self.stateStorage = stateStorage
        self.routesFromArguments = routesFromArguments
        application.onActivate { [weak self] in self?.presentWindow() }
        application.onCommandLine { [weak self] commandLine in
            guard let self else { return 1 }
            self.pendingRoutes += self.routesFromArguments(commandLine.arguments)
            self.application.activate()
            return 0
        }
        installAppActions()
        application.onDBusRegistration(
            register: { [weak self] connection, path in self?.exportSearchProvider(on: connection, under: path) },
            unregister: { [weak self] _, _ in
                self?.searchProvider?.unexport()
                self?.searchProvider = nil
            })
    }

    /// Runs the main loop; returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        if arguments.contains(Self.serviceArgument) {
            application.inactivityTimeout = Self.serviceInactivityTimeout
        }
        return application.run(arguments: arguments)
    }

    /// Opens `route` in the window, creating it when needed (a search result, a notification's click).
    private func open(route: String) {
        pendingRoutes.append(route)
        application.activate()
    }

    /// Exports the search provider at "<application path>/SearchProvider" (before the bus name is owned)
    /// and starts reading the library, so that the overview's first search finds it.
    private func exportSearchProvider(on connection: DBusConnection, under applicationPath: String) {
        let provider = ShellSearchProvider(
            application: application,
            handlers: .init(
                initialResults: { [weak self] terms in await self?.shellSearch?.initialResults(terms) ?? [] },
                subsearchResults: { [weak self] previous, terms in
                    await self?.shellSearch?.subsearchResults(previous: previous, terms: terms) ?? []
                },
                resultMetas: { [weak self] ids in (self?.shellSearch?.results(ids: ids) ?? []).map(Self.meta) },
                activateResult: { [weak self] id, _, _ in self?.open(route: id) },
                launchSearch: { [weak self] terms, _ in self?.open(route: ShellSearch.searchRoute(terms: terms)) }))
        do {
            try provider.export(on: connection, at: applicationPath + "/SearchProvider")
            searchProvider = provider
            shellSearch?.prepare()
        } catch {
            Log.warning("The GNOME Shell search provider could not be exported: \(error)")
        }
    }

    /// A result as the Shell shows it: the cached poster, else a themed icon.
    private static func meta(_ result: ShellSearchResult) -> ShellSearchResultMeta {
        ShellSearchResultMeta(
            id: result.id, name: result.name, description: result.description,
            icon: result.posterFile.map { .file(path: $0) } ?? .themed(name: result.iconName))
    }

    private func installAppActions() {
        application.addAction("quit") { [weak self] in
            guard let self else { return }
            self.mainWindow?.saveState()
            self.application.quit()
        }
        // A notification's click: "app.open-route('tv/1/season/2/episode/2')".
        application.add(
            SimpleAction(
                Self.openRouteAction,
                stringParameter: { [weak self] route in self?.open(route: route) }))
        application.setAccelerators(["<Control>q"], for: "app.quit")
        application.setAccelerators(["<Control>w"], for: "win.close")
        application.setAccelerators(["<Control>f"], for: "win.search")
        application.setAccelerators(["<Alt>Left", "Back"], for: "win.back")
        for page in AppPage.allCases {
            application.setAccelerators(["<Alt>\(page.number)"], for: "win.page-\(page.rawValue)")
        }
    }

    private func presentWindow() {
        let window: MainWindow
        if let existing = mainWindow {
            window = existing
        } else {
            window = MainWindow(application: application, stateStorage: stateStorage)
            // The window is never destroyed while the application runs, so that `mainWindow` stays usable.
            window.window.hidesOnClose = true
            window.window.onCloseRequest { [weak self] in
                guard let self else { return false }
                if !self.staysResident { self.application.quit() }
                return false
            }
            mainWindow = window
            onWindowCreated?(window)
        }
        window.window.present()
        deliverPendingRoutes(to: window)
    }

    private func deliverPendingRoutes(to window: MainWindow) {
        guard !pendingRoutes.isEmpty else { return }
        let routes = pendingRoutes
        pendingRoutes.removeAll()
        if let onRoutes {
            onRoutes(routes, window)
        } else {
            for route in routes {
                window.currentStack.push(Self.unavailablePage(route), title: route)
            }
        }
    }

    private static func unavailablePage(_ route: String) -> Widget {
        let page = StatusPage(
            iconName: "dialog-question-symbolic", title: route,
            description: tr("This page is not available yet."))
        page.vexpand = true
        return page
    }
}
