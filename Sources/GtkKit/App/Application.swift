import CGtk
import CGtkShim

/// Behaviour switches of an `Application` (GApplicationFlags).
public struct ApplicationFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The primary instance receives every invocation's arguments (`onCommandLine`).
    public static let handlesCommandLine = ApplicationFlags(rawValue: G_APPLICATION_HANDLES_COMMAND_LINE.rawValue)
    /// Every invocation is its own instance (no D-Bus uniqueness), e.g. for tests.
    public static let nonUnique = ApplicationFlags(rawValue: G_APPLICATION_NON_UNIQUE.rawValue)
}

/// One invocation's command line, as seen by the primary instance (GApplicationCommandLine).
@MainActor
public final class ApplicationCommandLine: Object {
    /// The arguments including argv[0].
    public var arguments: [String] {
        var count: Int32 = 0
        guard let argv = g_application_command_line_get_arguments(typed(), &count) else { return [] }
        defer { g_strfreev(argv) }
        return (0..<Int(count)).compactMap { argv[$0].map { String(cString: $0) } }
    }

    /// Whether the invocation came from another process (a second `popcorn ROUTE`).
    public var isRemote: Bool { g_application_command_line_get_is_remote(typed()) != 0 }

    /// The invocation's working directory.
    public var workingDirectory: String? {
        g_application_command_line_get_cwd(typed()).map { String(cString: $0) }
    }
}

/// The libadwaita application (AdwApplication): uniqueness over D-Bus, "app." actions, accelerators,
/// the main loop. `run` installs the `MainLoopBridge` so Swift concurrency works inside GTK.
@MainActor
public final class Application: Object, ActionMap {
    /// An application with a reverse-DNS `id` (e.g. "io.github.popcorn.Popcorn").
    public init(id: String, flags: ApplicationFlags = []) {
        super.init(taking: rawPointer(adw_application_new(id, GApplicationFlags(rawValue: flags.rawValue))))
    }

    public var actionMapObject: Object { self }

    private var application: UnsafeMutablePointer<GApplication> { popcorn_g_application(objectPointer) }

    /// Runs once in the primary instance before the first activation (GTK is initialized here).
    @discardableResult
    public func onStartup(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("startup", handler)
    }

    /// Runs when the application should show its window (first launch, or re-launch without arguments).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("activate", handler)
    }

    /// With `.handlesCommandLine`: runs in the primary instance for each invocation; returns the exit
    /// status for that invocation. Call `activate()` from it to present the window.
    @discardableResult
    public func onCommandLine(
        _ handler: @escaping @MainActor (ApplicationCommandLine) -> Int32
    ) -> SignalHandlerID {
        connectWithPointerReturningInt("command-line") { pointer in
            handler(ApplicationCommandLine(retaining: pointer))
        }
    }

    /// Emits "activate".
    public func activate() {
        g_application_activate(application)
    }

    /// Runs the main loop until the last window closes or `quit()`; returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        MainLoopBridge.install()
        let argv = arguments.map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pointers = argv + [nil]
        return pointers.withUnsafeMutableBufferPointer {
            g_application_run(application, Int32(arguments.count), $0.baseAddress)
        }
    }

    /// Stops the main loop.
    public func quit() {
        g_application_quit(application)
    }

    /// Binds keyboard accelerators to an action ("app.quit" ← ["<Control>q"]); [] removes them.
    public func setAccelerators(_ accelerators: [String], for actionName: String) {
        withCStringArray(accelerators) { gtk_application_set_accels_for_action(typed(), actionName, $0) }
    }

    /// The focused window of the application, if any.
    public var activeWindow: Widget? {
        gtk_application_get_active_window(typed()).map { Widget(retaining: rawPointer($0)) }
    }

    /// Sets the application's human-readable name (the sender of its notifications), once per process.
    public static func setDisplayName(_ name: String) {
        g_set_application_name(name)
    }

    /// Whether the application is registered as the primary instance on the session bus.
    public var isRemote: Bool { g_application_get_is_remote(application) != 0 }
}
