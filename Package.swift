// swift-tools-version:6.0
import PackageDescription

/// The tracing API (swift-distributed-tracing) every instrumented module uses.
let tracing: Target.Dependency = .product(name: "Tracing", package: "swift-distributed-tracing")
/// Its in-memory tracer, for the tests of the instrumented modules.
let inMemoryTracing: Target.Dependency = .product(name: "InMemoryTracing", package: "swift-distributed-tracing")
/// Release builds of the app link the Swift runtime and Foundation statically, as `--static-swift-stdlib` does
/// (the Flatpak's build too): the dynamic loader's start-up work falls from 19.4 M to 8.1 M cycles (14 fewer
/// shared objects to search, 7,300 fewer symbol relocations) and `popcorn --version` returns ~12 ms sooner
/// (docs/benchmarks.md, figures 1 and 7). The
/// libraries after `-static-stdlib` are what the static Foundation needs besides the modules the objects
/// name themselves (they were compiled against the shared SDK), in the order the archives need them.
let staticSwiftRuntime: [LinkerSetting] =
    [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
    + [
        "Foundation", "FoundationInternationalization", "FoundationEssentials", "CoreFoundation",
        "_FoundationCShims", "_FoundationCollections", "_FoundationICU", "stdc++", "m",
    ].map { .linkedLibrary($0, .when(platforms: [.linux], configuration: .release)) }

/// Release links lay the functions a warm start executes out together, in the order of
/// build-aux/start-order.txt (`python3 build-aux/start-order.py` writes it from a start under callgrind): the
/// kernel maps 16 pages around each page fault in the code, and those functions (1.4 MiB) were spread over 235
/// such 64 KiB windows of the binary (docs/benchmarks.md, figure 7). gold, Swift's linker on Linux, reads the
/// file; the sections it does not name, and the functions of archives built without a section per function (parts
/// of Foundation, CoreFoundation, libdispatch), keep their place.
let startOrderedCode: [LinkerSetting] = [
    .unsafeFlags(
        ["-Xlinker", "--section-ordering-file=\(Context.packageDirectory)/build-aux/start-order.txt"],
        .when(platforms: [.linux], configuration: .release))
]
/// A section per Swift function in release builds of this package's modules, for `startOrderedCode`.
let functionSections: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
]

/// Popcorn for GNOME. Module layout: see docs/development.md ("Repository layout").
let package = Package(
    name: "Popcorn",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "popcorn", targets: ["popcorn"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0"),
    ],
    targets: [
        // System libraries
        .systemLibrary(
            name: "CGtk", path: "Sources/CGtk", pkgConfig: "libadwaita-1",
            providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]),
        // libcurl's headers only (in the default include path): CCurlShim loads the library at the first request
        // (no pkgConfig, whose libraries SwiftPM would link: mapped at exec with its TLS stack)
        .systemLibrary(name: "CCurl", path: "Sources/CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CIntl", path: "Sources/CIntl"),
        .systemLibrary(
            name: "CGLib", path: "Sources/CGLib", pkgConfig: "glib-2.0",
            providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(
            name: "CGio", path: "Sources/CGio", pkgConfig: "gio-2.0",
            providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(
            name: "CSecret", path: "Sources/CSecret", pkgConfig: "libsecret-1",
            providers: [.apt(["libsecret-1-dev"])]),
        // libical's headers only: CICalShim loads the library when a calendar is first written (no pkgConfig,
        // whose libraries SwiftPM would link; the headers are in the default include path, /app/include in the Flatpak)
        .systemLibrary(name: "CICal", path: "Sources/CICal", providers: [.apt(["libical-dev"])]),
        .systemLibrary(
            name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]),

        // C shims: what Swift cannot call directly (GObject macros, variadic curl setopt, dispatch hooks)
        .target(
            name: "CGtkShim", dependencies: ["CGtk"],
            linkerSettings: [.linkedLibrary("dispatch"), .linkedLibrary("jpeg")]),
        .target(name: "CCurlShim", dependencies: ["CCurl"]),
        .target(name: "CICalShim", dependencies: ["CICal"]),

        // Swift modules
        .target(name: "GtkKit", dependencies: ["CGtk", "CGtkShim", "CGio"]),
        .target(name: "Localization", dependencies: ["CIntl"]),
        .target(name: "Logging", dependencies: ["CGLib"]),
        .target(name: "AppEnvironment", dependencies: ["Localization", "CIntl", "Logging"]),
        .target(
            name: "GnomeIntegration",
            dependencies: [
                "CSecret", "GtkKit", "AppEnvironment", "Localization",
                "Logging", "Catalog", "TMDb", "LibraryTransfer",
            ]),
        .target(name: "Store"),
        .target(name: "StoreTesting", dependencies: ["Store"]),
        .target(name: "Observability", dependencies: [tracing]),
        .target(name: "Catalog", dependencies: ["Localization", "Logging", "Observability", tracing]),
        .target(name: "HTTP", dependencies: ["CCurl", "CCurlShim"]),
        .target(name: "TMDb", dependencies: ["Catalog", "HTTP", "Localization", "Observability", tracing]),
        .target(name: "Persistence", dependencies: ["AppEnvironment", "Catalog", "CSQLite", "Localization"]),
        .target(
            name: "Images",
            dependencies: [
                "AppEnvironment", "Catalog", "HTTP", "GtkKit", "Logging", "Observability",
                tracing,
            ]),
        .target(
            name: "LibraryTransfer",
            dependencies: [
                "Catalog", "Localization",
                .product(name: "SwiftCSV", package: "SwiftCSV"),
            ]),
        .target(name: "ICalendar", dependencies: ["CICal", "CICalShim", "Catalog", "AppEnvironment", "Localization"]),
        .target(
            name: "Features", dependencies: ["Store", "Catalog", "TMDb", "Localization", "Observability", tracing]),
        .target(name: "PopcornTracing", dependencies: ["HTTP", tracing]),
        .target(
            name: "UI",
            dependencies: [
                "GtkKit", "Features", "Store", "Catalog", "Images", "Localization",
                "AppEnvironment", "Logging",
            ]),
        .target(
            name: "PopcornApp",
            dependencies: [
                "UI", "Features", "TMDb", "Persistence", "Images", "GtkKit", "Localization",
                "AppEnvironment", "GnomeIntegration", "Logging", "HTTP", "Store", "PopcornTracing",
                "ICalendar", "LibraryTransfer",
                tracing,
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "popcorn", dependencies: ["PopcornApp"], linkerSettings: staticSwiftRuntime + startOrderedCode),

        // Benchmarks (`make bench`, release build; see docs/benchmarks.md)
        .executableTarget(
            name: "popcorn-bench",
            dependencies: [
                "Store", "Catalog", "HTTP", "Images", "Persistence",
                "CSQLite", "LibraryTransfer", "Features", "TMDb", "ICalendar",
            ],
            path: "Benchmarks/PopcornBench"),
        // Figure 9 (tracing off vs the sources before tracing): bench.py also builds it in the sources of the
        // commit before tracing, with this target (less Observability, PopcornTracing and tracing) added to that manifest
        .executableTarget(
            name: "popcorn-bench-tracing",
            dependencies: [
                "Catalog", "Features", "Persistence", "Store", "TMDb", "Observability",
                "PopcornTracing", "ICalendar", tracing,
            ],
            path: "Benchmarks/TracingBench"),
        .target(name: "BenchProbe", dependencies: ["CGtk"], path: "Benchmarks/BenchProbe"),
        // The product app with the measurement hook (`POPCORN_BENCH`) of the GUI figures
        .executableTarget(
            name: "popcorn-bench-app",
            dependencies: [
                "PopcornApp", "BenchProbe", "UI", "Features",
                "GtkKit", "Store",
            ],
            path: "Benchmarks/BenchApp", linkerSettings: staticSwiftRuntime + startOrderedCode),

        // Fuzz targets (`make fuzz`: built with `--sanitize=fuzzer`, which links libFuzzer's main; docs/fuzzing.md)
        .executableTarget(
            name: "popcorn-fuzz",
            dependencies: [
                "TMDb", "Catalog", "Features", "Images",
                "LibraryTransfer",
            ],
            path: "Tests/Fuzz/PopcornFuzz"),

        // Tests (headless; UI tests live in Tests/UI and run under Xvfb from `make test`)
        .target(name: "DisplayTestSupport", dependencies: ["GtkKit", "CGtk"], path: "Tests/DisplayTestSupport"),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "CGtk", "CGtkShim", "DisplayTestSupport"]),
        .testTarget(
            name: "PopcornTests", dependencies: ["PopcornApp", "GnomeIntegration", "Catalog", "TestServerSupport"]),
        .testTarget(
            name: "ShellTests", dependencies: ["UI", "GtkKit", "CGtk", "Features", "Catalog", "DisplayTestSupport"]),
        .testTarget(name: "PopcornCLITests", dependencies: ["popcorn", "TestServerSupport"], exclude: ["Golden"]),
        .testTarget(name: "StoreTests", dependencies: ["Store", "StoreTesting"]),
        .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
        .testTarget(name: "LibraryTransferTests", dependencies: ["LibraryTransfer", "Catalog", "Persistence"]),
        .testTarget(name: "ICalendarTests", dependencies: ["ICalendar", "CICal", "CICalShim", "Catalog"]),
        .target(name: "TestServerSupport", path: "Tests/ServerSupport"),
        .testTarget(name: "HTTPTests", dependencies: ["HTTP", "CCurlShim", "TestServerSupport"]),
        .testTarget(
            name: "TMDbTests",
            dependencies: [
                "TMDb", "Catalog", "HTTP", "TestServerSupport", tracing,
                inMemoryTracing,
            ]),
        .target(name: "LogCapture", dependencies: ["CGLib"], path: "Tests/LogCapture"),
        .testTarget(
            name: "PersistenceTests",
            dependencies: [
                "Persistence", "Catalog", "CSQLite", "LogCapture", tracing,
                inMemoryTracing,
            ], exclude: ["Fixtures"]),
        .testTarget(
            name: "ImagesTests",
            dependencies: [
                "Images", "Catalog", "HTTP", "Logging", "TestServerSupport",
                tracing, inMemoryTracing,
            ]),
        .testTarget(
            name: "FeaturesTests",
            dependencies: [
                "Features", "Store", "StoreTesting", "Catalog", "TMDb", tracing,
                inMemoryTracing,
            ]),
        .testTarget(name: "ObservabilityTests", dependencies: ["Observability", tracing, inMemoryTracing]),
        .testTarget(
            name: "PopcornTracingTests", dependencies: ["PopcornTracing", "HTTP", "TestServerSupport", tracing]),
        .testTarget(name: "LoggingTests", dependencies: ["Logging", "CGLib", "LogCapture"]),
        .testTarget(name: "AppEnvironmentTests", dependencies: ["AppEnvironment"]),
        .testTarget(
            name: "GnomeIntegrationTests",
            dependencies: [
                "GnomeIntegration", "AppEnvironment", "CGtk", "Catalog", "HTTP", "TestServerSupport",
                "TMDb", "LibraryTransfer", "Persistence", "GtkKit", "CGtkShim", "DisplayTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where [.regular, .executable].contains(target.type) {
    target.swiftSettings = (target.swiftSettings ?? []) + functionSections
}
