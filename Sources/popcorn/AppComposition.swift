import UI

/// Wires services and screens into the shell before the main loop starts: the one place the composition
/// root grows (repositories, image pipeline, stores, real pages via `onWindowCreated`, routing via
/// `onRoutes`, desktop integration via `application.onStartup`).
@MainActor
enum AppComposition {
    /// Configures `app` for an invocation with `options` (e.g. `--demo`).
    static func configure(_ app: PopcornApplication, options: LaunchOptions) {}
}
