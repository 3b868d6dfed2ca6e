import Features
import GtkKit
import Localization

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
    }

    /// Runs the main loop; returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        application.run(arguments: arguments)
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
                stringParameter: { [weak self] route in
                    guard let self else { return }
                    self.pendingRoutes.append(route)
                    self.application.activate()
                }))
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
