import Features
import GtkKit
import Store
import UI

/// Sees the main window, the application and the app root's store once the screens are installed (a tool
/// can follow the running app through it).
public typealias ScreensObserver =
    @MainActor (MainWindow, Application, Store<AppRootFeature.State, AppRootFeature.Action>) -> Void
