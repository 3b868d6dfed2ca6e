import Features
import GtkKit
import Store
import UI

/// Called once the screens are installed (the benchmarks measure through it).
public typealias ScreensObserver = @MainActor (MainWindow, Application, Store<AppRootFeature.State, AppRootFeature.Action>) -> Void

/// Wires the screens into the application: once the main window exists, the app root's store is created
/// and `AppScreens` installs every page; routes from the command line (also from a second `popcorn ROUTE`)
/// open their page.
@MainActor
enum ScreensSetup {
    /// Holds the screens for the application's lifetime.
    final class Handle {
        fileprivate(set) var screens: AppScreens?
    }

    /// Installs the screens on `app`'s main window once it is created (after the handlers already set, so
    /// their header-bar buttons stay at the end).
    static func install(on app: PopcornApplication, dependencies: AppDependencies, images: ImageSource?,
                        isDemo: Bool, observer: ScreensObserver?) -> Handle {
        let handle = Handle()
        let previous = app.onWindowCreated
        app.onWindowCreated = { window in
            previous?(window)
            let store = Store(initialState: AppRootFeature.State(), reducer: AppRootFeature(dependencies: dependencies))
            handle.screens = AppScreens(window: window, application: app.application, store: store, images: images,
                                        isDemo: isDemo)
            observer?(window, app.application, store)
        }
        app.onRoutes = { routes, _ in handle.screens?.open(routes: routes) }
        return handle
    }
}
