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
/// `popcorn --gapplication-service` (D-Bus activation) is handled by GApplication itself: the instance
/// registers, opens no window and quits after `inactivityTimeout` without use.
@MainActor
public final class Application: Object, ActionMap {
    /// An application with a reverse-DNS `id` (e.g. "io.github.popcorn.Popcorn").
    public init(id: String, flags: ApplicationFlags = []) {
        super.init(
            taking: rawPointer(popcorn_dbus_application_new(id, GApplicationFlags(rawValue: flags.rawValue))))
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

    /// Runs `register` when the application registers on the session bus, before its bus name is owned
    /// (so objects it exports can be called as soon as the name appears), with the connection and the
    /// application's object path ("/io/github/popcorn/Popcorn"); `unregister` when it leaves the bus.
    public func onDBusRegistration(
        register: @escaping @MainActor (DBusConnection, String) -> Void,
        unregister: @escaping @MainActor (DBusConnection, String) -> Void
    ) {
        typealias Hooks = (
            register: @MainActor (DBusConnection, String) -> Void,
            unregister: @MainActor (DBusConnection, String) -> Void
        )
        let onRegister: PopcornDBusRegisterFunc = { connection, path, data in
            let hooks = ClosureBox<Hooks>.from(data).handler
            MainActor.assumeIsolated {
                hooks.register(DBusConnection(retaining: UnsafeMutableRawPointer(connection)), String(cString: path!))
            }
        }
        let onUnregister: PopcornDBusUnregisterFunc = { connection, path, data in
            let hooks = ClosureBox<Hooks>.from(data).handler
            MainActor.assumeIsolated {
                hooks.unregister(DBusConnection(retaining: UnsafeMutableRawPointer(connection)), String(cString: path!))
            }
        }
        popcorn_dbus_application_set_hooks(
            opaque, onRegister, onUnregister, ClosureBox<Hooks>.retained((register, unregister)),
            destroyClosureBox)
    }

    /// Milliseconds the application stays up without use (no window, no hold) before it quits: the
    /// D-Bus service's lifetime (`--gapplication-service`). 0 quits at once.
    public var inactivityTimeout: UInt32 {
        get { g_application_get_inactivity_timeout(application) }
        set { g_application_set_inactivity_timeout(application, newValue) }
    }

    /// Keeps the application running while a D-Bus call is served (and restarts the inactivity timeout
    /// when `body` ends).
    public func keepingAlive<T>(_ body: () async -> T) async -> T {
        hold()
        defer { release() }
        return await body()
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
