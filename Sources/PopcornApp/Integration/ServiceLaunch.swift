import UI

/// D-Bus activation: `popcorn --gapplication-service`, how the session bus starts Popcorn for GNOME Shell's
/// search provider. GApplication reads the argument, which must come alone; the instance opens no window.
enum ServiceLaunch {
    /// Whether the invocation `arguments` (argv[0] first) asks for the D-Bus service.
    static func isRequested(by arguments: [String]) -> Bool {
        arguments.dropFirst().contains(PopcornApplication.serviceArgument)
    }

    /// Runs the service (the main loop) for the invocation `arguments`; returns the exit status.
    @MainActor
    static func run(_ arguments: [String], observer: ScreensObserver?) -> Int32 {
        AppLaunch.openWindow(
            arguments: [arguments[0], PopcornApplication.serviceArgument],
            demo: arguments.dropFirst().contains("--demo"), observer: observer)
    }
}
