import Foundation

/// Where the app finds its read-only data (demo catalog, translations, compiled GSettings schema, icons),
/// whether it runs installed (`<prefix>/bin/popcorn`) or uninstalled from the source tree
/// (`make run`, `swift run`, `.build/debug/popcorn`, or a meson build folder).
///
/// Installed layout: `<prefix>/share/popcorn/{demo,schemas}`, `<prefix>/share/locale`.
/// Source layout: `data/demo`, `data/icons`; `make` compiles `.build/locale` and `.build/schemas`.
/// Environment overrides: `POPCORN_DATA_DIR` (folder holding `demo/`), `POPCORN_DEMO_DIR`,
/// `POPCORN_LOCALE_DIR`, `POPCORN_SCHEMA_DIR`.
public struct DataLocations: Sendable, Equatable {
    /// How the locations were found.
    public enum Origin: Sendable, Equatable {
        /// Installed into a prefix (the folder holding `bin/` and `share/`).
        case installed(prefix: String)
        /// Running from a source checkout (the folder holding `Package.swift`).
        case sourceTree(root: String)
        /// Neither could be recognised; only environment overrides and defaults apply.
        case unknown
    }

    /// How the locations were found.
    public var origin: Origin
    /// The demo catalog folder (TMDb-format JSON and artwork).
    public var demoCatalogDirectory: String
    /// The folder given to `bindtextdomain` (holding `<lang>/LC_MESSAGES/popcorn.mo`).
    public var localeDirectory: String
    /// Folders with a compiled `gschemas.compiled`, searched after GLib's default schema sources.
    public var schemaDirectories: [String]
    /// An extra icon theme search path (the source tree's `data/icons`), or nil when installed.
    public var iconSearchPath: String?

    /// Creates locations explicitly (tests and custom setups).
    public init(
        origin: Origin, demoCatalogDirectory: String, localeDirectory: String,
        schemaDirectories: [String], iconSearchPath: String?
    ) {
        self.origin = origin
        self.demoCatalogDirectory = demoCatalogDirectory
        self.localeDirectory = localeDirectory
        self.schemaDirectories = schemaDirectories
        self.iconSearchPath = iconSearchPath
    }

    /// The locations for this process: from its executable's path and environment.
    public static var current: DataLocations {
        resolve(executablePath: currentExecutablePath(), environment: ProcessInfo.processInfo.environment)
    }

    /// Resolves locations for an executable at `executablePath` (symlinks already resolved).
    public static func resolve(
        executablePath: String?, environment: [String: String],
        fileManager: FileManager = .default
    ) -> DataLocations {
        var locations = detect(executablePath: executablePath, fileManager: fileManager)
        if let dataDir = nonEmpty(environment["POPCORN_DATA_DIR"]) {
            locations.demoCatalogDirectory = (dataDir as NSString).appendingPathComponent("demo")
        }
        if let demoDir = nonEmpty(environment["POPCORN_DEMO_DIR"]) {
            locations.demoCatalogDirectory = demoDir
        }
        if let localeDir = nonEmpty(environment["POPCORN_LOCALE_DIR"]) {
            locations.localeDirectory = localeDir
        }
        if let schemaDir = nonEmpty(environment["POPCORN_SCHEMA_DIR"]) {
            locations.schemaDirectories.insert(schemaDir, at: 0)
        }
        return locations
    }

    private static func detect(executablePath: String?, fileManager: FileManager) -> DataLocations {
        guard let executablePath else { return fallback }
        let binDirectory = (executablePath as NSString).deletingLastPathComponent
        let prefix = (binDirectory as NSString).deletingLastPathComponent
        let share = (prefix as NSString).appendingPathComponent("share")
        let privateData = (share as NSString).appendingPathComponent(AppIdentity.dataFolderName)
        if (binDirectory as NSString).lastPathComponent == "bin", isDirectory(privateData, fileManager) {
            return DataLocations(
                origin: .installed(prefix: prefix),
                demoCatalogDirectory: (privateData as NSString).appendingPathComponent("demo"),
                localeDirectory: (share as NSString).appendingPathComponent("locale"),
                schemaDirectories: [(privateData as NSString).appendingPathComponent("schemas")],
                iconSearchPath: nil)
        }
        if let root = sourceRoot(above: binDirectory, fileManager: fileManager) {
            return sourceTree(root: root, executableDirectory: binDirectory, fileManager: fileManager)
        }
        return fallback
    }

    /// The locations of a source checkout at `root`; a meson build folder holding the executable adds
    /// its own compiled schema and translations.
    static func sourceTree(root: String, executableDirectory: String, fileManager: FileManager) -> DataLocations {
        let data = (root as NSString).appendingPathComponent("data")
        let build = (root as NSString).appendingPathComponent(".build")
        var schemas = [(build as NSString).appendingPathComponent("schemas")]
        var locale = (build as NSString).appendingPathComponent("locale")
        let mesonSchemas = (executableDirectory as NSString).appendingPathComponent("data")
        if fileManager.fileExists(atPath: (mesonSchemas as NSString).appendingPathComponent("gschemas.compiled")) {
            schemas.insert(mesonSchemas, at: 0)
        }
        let mesonLocale = (executableDirectory as NSString).appendingPathComponent("po")
        if !isDirectory(locale, fileManager), isDirectory(mesonLocale, fileManager) {
            locale = mesonLocale
        }
        return DataLocations(
            origin: .sourceTree(root: root),
            demoCatalogDirectory: (data as NSString).appendingPathComponent("demo"),
            localeDirectory: locale,
            schemaDirectories: schemas,
            iconSearchPath: (data as NSString).appendingPathComponent("icons"))
    }

    /// The nearest folder at or above `directory` holding `Package.swift` and the app's schema source.
    static func sourceRoot(above directory: String, fileManager: FileManager) -> String? {
        var candidate = directory
        while candidate != "/" && !candidate.isEmpty {
            let manifest = (candidate as NSString).appendingPathComponent("Package.swift")
            let schema = (candidate as NSString).appendingPathComponent("data/\(AppIdentity.schemaID).gschema.xml")
            if fileManager.fileExists(atPath: manifest), fileManager.fileExists(atPath: schema) {
                return candidate
            }
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        return nil
    }

    private static var fallback: DataLocations {
        DataLocations(
            origin: .unknown,
            demoCatalogDirectory: "/usr/share/\(AppIdentity.dataFolderName)/demo",
            localeDirectory: "/usr/share/locale",
            schemaDirectories: [],
            iconSearchPath: nil)
    }

    private static func isDirectory(_ path: String, _ fileManager: FileManager) -> Bool {
        var isDirectory: ObjCBool = false
        return fileManager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    /// The running executable's path with symlinks resolved (`/proc/self/exe`).
    public static func currentExecutablePath() -> String? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        guard let first = CommandLine.arguments.first, first.hasPrefix("/") else { return nil }
        return (first as NSString).resolvingSymlinksInPath
    }
}
