import CGtk

/// GNOME Shell's search provider interface (org.gnome.Shell.SearchProvider2, as in gnome-shell's
/// data/dbus-interfaces/org.gnome.Shell.SearchProvider2.xml; "Writing a Search Provider",
/// https://developer.gnome.org/documentation/tutorials/search-provider.html): the Shell sends the words
/// typed in the overview, shows the results' metas and asks to open one. The handlers answer on the main
/// thread; replies may come later (they are awaited), the Shell's own deadline applies to them.
@MainActor
public final class ShellSearchProvider {
    /// The interface name.
    public static let interfaceName = "org.gnome.Shell.SearchProvider2"

    /// What the provider does.
    public struct Handlers {
        /// The result ids for new terms.
        public var initialResults: @MainActor ([String]) async -> [String]
        /// The result ids for terms refining earlier ones (the earlier results first, then the terms).
        public var subsearchResults: @MainActor (_ previous: [String], _ terms: [String]) async -> [String]
        /// What the Shell shows of each result id it got (ids it does not know are left out).
        public var resultMetas: @MainActor ([String]) async -> [ShellSearchResultMeta]
        /// Opens a result (id, the terms, the event's timestamp).
        public var activateResult: @MainActor (_ id: String, _ terms: [String], _ timestamp: UInt32) -> Void
        /// Opens the app's own search with the terms.
        public var launchSearch: @MainActor (_ terms: [String], _ timestamp: UInt32) -> Void

        public init(
            initialResults: @escaping @MainActor ([String]) async -> [String],
            subsearchResults: @escaping @MainActor ([String], [String]) async -> [String],
            resultMetas: @escaping @MainActor ([String]) async -> [ShellSearchResultMeta],
            activateResult: @escaping @MainActor (String, [String], UInt32) -> Void,
            launchSearch: @escaping @MainActor ([String], UInt32) -> Void
        ) {
            self.initialResults = initialResults
            self.subsearchResults = subsearchResults
            self.resultMetas = resultMetas
            self.activateResult = activateResult
            self.launchSearch = launchSearch
        }
    }

    private static let interfaceXML = """
        <node>
          <interface name="org.gnome.Shell.SearchProvider2">
            <method name="GetInitialResultSet">
              <arg type="as" name="terms" direction="in" />
              <arg type="as" name="results" direction="out" />
            </method>
            <method name="GetSubsearchResultSet">
              <arg type="as" name="previous_results" direction="in" />
              <arg type="as" name="terms" direction="in" />
              <arg type="as" name="results" direction="out" />
            </method>
            <method name="GetResultMetas">
              <arg type="as" name="identifiers" direction="in" />
              <arg type="aa{sv}" name="metas" direction="out" />
            </method>
            <method name="ActivateResult">
              <arg type="s" name="identifier" direction="in" />
              <arg type="as" name="terms" direction="in" />
              <arg type="u" name="timestamp" direction="in" />
            </method>
            <method name="LaunchSearch">
              <arg type="as" name="terms" direction="in" />
              <arg type="u" name="timestamp" direction="in" />
            </method>
          </interface>
        </node>
        """

    private let handlers: Handlers
    /// Keeps the application up while a call is answered (`Application.keepingAlive`).
    private let application: Application
    private var exported: (connection: DBusConnection, registration: DBusObjectRegistration)?

    /// A provider answering with `handlers` for `application`.
    public init(application: Application, handlers: Handlers) {
        self.application = application
        self.handlers = handlers
    }

    /// Exports the provider at `objectPath` on `connection` (from `Application.onDBusRegistration`).
    public func export(on connection: DBusConnection, at objectPath: String) throws(DBusError) {
        let registration = try connection.registerObject(at: objectPath, interfaceXML: Self.interfaceXML) {
            [weak self] call in
            guard let self else {
                return call.fail(name: "org.freedesktop.DBus.Error.UnknownObject", message: "the provider is gone")
            }
            self.answer(call)
        }
        exported = (connection, registration)
    }

    /// Removes the exported provider.
    public func unexport() {
        guard let exported else { return }
        exported.connection.unregisterObject(exported.registration)
        self.exported = nil
    }

    private func answer(_ call: DBusMethodCall) {
        let arguments = call.parameters
        let handlers = handlers
        switch call.method {
        case "ActivateResult":
            guard let id = arguments.child(0)?.stringValue, let terms = arguments.child(1)?.stringsValue,
                let timestamp = arguments.child(2)?.uint32Value
            else { return Self.refuse(call) }
            call.reply()
            handlers.activateResult(id, terms, timestamp)
        case "LaunchSearch":
            guard let terms = arguments.child(0)?.stringsValue, let timestamp = arguments.child(1)?.uint32Value
            else { return Self.refuse(call) }
            call.reply()
            handlers.launchSearch(terms, timestamp)
        default:
            Task { @MainActor [application] in
                await application.keepingAlive { await Self.answerSearch(call, handlers: handlers) }
            }
        }
    }

    private static func answerSearch(_ call: DBusMethodCall, handlers: Handlers) async {
        let arguments = call.parameters
        switch call.method {
        case "GetInitialResultSet":
            guard let terms = arguments.child(0)?.stringsValue else { return refuse(call) }
            call.reply([.strings(await handlers.initialResults(terms))])
        case "GetSubsearchResultSet":
            guard let previous = arguments.child(0)?.stringsValue, let terms = arguments.child(1)?.stringsValue
            else { return refuse(call) }
            call.reply([.strings(await handlers.subsearchResults(previous, terms))])
        case "GetResultMetas":
            guard let ids = arguments.child(0)?.stringsValue else { return refuse(call) }
            let metas = await handlers.resultMetas(ids)
            call.reply([.array(elementType: "a{sv}", metas.map(\.dictionary))])
        default:
            call.fail(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(call.method)")
        }
    }

    private static func refuse(_ call: DBusMethodCall) {
        call.fail(
            name: "org.freedesktop.DBus.Error.InvalidArgs",
            message: "unexpected arguments \(call.parameters.typeString)")
    }
}

/// What GNOME Shell shows of one search result.
public struct ShellSearchResultMeta: Sendable, Equatable {
    public let id: String
    public let name: String
    public let description: String
    public let icon: ShellSearchIcon

    public init(id: String, name: String, description: String, icon: ShellSearchIcon) {
        self.id = id
        self.name = name
        self.description = description
        self.icon = icon
    }

    /// The meta as the interface sends it: "id", "name", "description" and "icon" (a serialized GIcon).
    var dictionary: DBusValue {
        .dictionary([
            "id": .string(id), "name": .string(name), "description": .string(description),
            "icon": icon.serialized,
        ])
    }
}

/// A result's icon: an image file (a cached poster) or an icon of the theme.
public enum ShellSearchIcon: Sendable, Equatable {
    case file(path: String)
    case themed(name: String)

    /// The icon as `g_icon_serialize` writes it (a GFileIcon or a GThemedIcon).
    var serialized: DBusValue {
        let icon: OpaquePointer
        switch self {
        case .file(let path):
            let file = g_file_new_for_path(path)
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            icon = g_file_icon_new(file)
        case .themed(let name):
            icon = g_themed_icon_new(name)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        return DBusValue(taking: g_icon_serialize(icon))
    }
}
