import XCTest

/// The logic layers must build and test without a display: no GTK anywhere in them.
final class ArchitectureTests: XCTestCase {
    private static let forbiddenModules: Set<String> = ["CGtk", "CGtkShim", "GtkKit", "UI", "Gtk", "Adw"]
    /// I/O modules and APIs the logic layers must not use (they get data through repository protocols and
    /// the catalog reader). Features names TMDb's resources (`dependencies.catalog.read(MovieResource(id:))`) but
    /// never fetches one itself: no client, no transport, no `fetch(from:)`.
    private static let ioModules: Set<String> = ["CCurl", "CCurlShim", "CSQLite", "HTTP", "Persistence", "Images"]
    private static let ioCalls = [
        "FileManager", "URLSession", "FileHandle", "fopen(", "Process(", "contentsOf:",
        "TMDbClient(", "Transport(", "fetch(from:",
    ]
    private static let ioGuardedFolders = ["Sources/Store", "Sources/Features"]
    private static let guardedFolders = [
        "Sources/Store", "Sources/StoreTesting", "Sources/Features", "Sources/Catalog",
    ]

    private var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    func testStoreFeaturesAndCatalogNeverImportGTK() throws {
        var checked = 0
        for folder in Self.guardedFolders {
            let root = packageRoot.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                XCTFail("missing \(folder)")
                continue
            }
            for case let file as URL in files where file.pathExtension == "swift" {
                checked += 1
                for module in try Self.imports(of: file) {
                    XCTAssertFalse(Self.forbiddenModules.contains(module), "\(file.path) imports \(module)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 10, "the scan found the sources")
    }

    func testStoreAndFeaturesDoNoIO() throws {
        var checked = 0
        for folder in Self.ioGuardedFolders {
            let root = packageRoot.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                checked += 1
                let text = try String(contentsOf: file, encoding: .utf8)
                for module in Self.ioModules {
                    XCTAssertFalse(text.contains("import \(module)\n"), "\(file.path) imports \(module)")
                }
                for call in Self.ioCalls {
                    XCTAssertFalse(text.contains(call), "\(file.path) uses \(call)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 10)
    }

    /// GTK's C API is GtkKit's: every other module speaks its Swift types (the C shim itself is C, and the
    /// benchmarks' probe lives under Benchmarks/).
    func testOnlyGtkKitImportsGTKsCAPI() throws {
        let files = try swiftFiles(under: "Sources").filter { !$0.path.contains("/Sources/GtkKit/") }
        XCTAssertGreaterThan(files.count, 100, "the scan found the sources")
        for file in files {
            let imports = try Self.imports(of: file)
            for module in ["CGtk", "CGtkShim"] {
                XCTAssertFalse(imports.contains(module), "\(file.path) imports \(module)")
            }
        }
    }

    /// `popcorn dump` and the route table build without GTK: the module defining them depends, directly or
    /// through other modules, on none of GtkKit, UI and GTK's C targets (Package.swift).
    func testTheRouteTableAndTheDumpAreHeadless() throws {
        let targets = try packageTargets()
        XCTAssertEqual(targets["UI"]?.contains("GtkKit"), true, "the manifest was read")
        for typeName in ["RouteTable", "RoutablePage", "PageDump", "DumpJSON"] {
            let module = try module(defining: typeName)
            let dependencies = Self.closure(of: module, in: targets)
            XCTAssertTrue(dependencies.contains("Catalog"), "\(module)'s dependencies were found: \(dependencies)")
            for forbidden in ["GtkKit", "UI", "CGtk", "CGtkShim"] {
                let path = Self.path(from: module, to: forbidden, in: targets)
                XCTAssertFalse(dependencies.contains(forbidden), "\(typeName)'s module depends on \(path)")
            }
        }
    }

    /// The commands that print or change data without a window import neither UI nor GtkKit: every command
    /// of the executable and the folders of the headless ones. `popcorn refresh` is an exception: its desktop
    /// notifications go through GIO's application (GtkKit's `HeadlessApplication`); so is `popcorn stats
    /// export-review`, which draws the Year in Review image with GTK (it needs a display).
    func testHeadlessCommandsImportNeitherUINorGtkKit() throws {
        let app = "Sources/PopcornApp/"
        let headlessFolders = ["Account", "CommandLine", "Data", "Tracking", "Transfer"].map { app + $0 + "/" }
        let exceptions = [app + "Calendar/RefreshCommand.swift", app + "YearInReview/StatsExportReviewCommand.swift"]
        var checked: [String] = []
        for file in try swiftFiles(under: "Sources/PopcornApp") {
            let path = String(file.path.dropFirst(packageRoot.path.count + 1))
            let text = try String(contentsOf: file, encoding: .utf8)
            let declaresCommand = text.range(of: #":\s*(Async)?ParsableCommand\b"#, options: .regularExpression) != nil
            guard declaresCommand || headlessFolders.contains(where: path.hasPrefix), !exceptions.contains(path) else {
                continue
            }
            checked.append(path)
            let imports = try Self.imports(of: file)
            for module in ["UI", "GtkKit", "CGtk", "CGtkShim"] {
                XCTAssertFalse(imports.contains(module), "\(path) imports \(module)")
            }
        }
        for command in [
            "Data/DumpCommand.swift", "Data/WatchlistCommand.swift", "Tracking/TrackingCommand.swift",
            "Account/AccountCommand.swift", "Calendar/CalendarExportCommand.swift",
            "Transfer/ExportCommand.swift", "Transfer/ImportCommand.swift",
        ] {
            XCTAssertTrue(checked.contains(app + command), "\(command) was checked: \(checked)")
        }
    }

    /// The shipped binary holds only the product: benchmarks live in Benchmarks/.
    func testNothingUnderSourcesIsBenchmarkCode() throws {
        for file in try swiftFiles(under: "Sources") {
            let text = try String(contentsOf: file, encoding: .utf8)
            XCTAssertNil(text.range(of: "bench", options: .caseInsensitive), "\(file.path) mentions benchmarks")
        }
    }

    private func swiftFiles(under folder: String) throws -> [URL] {
        let root = packageRoot.appendingPathComponent(folder)
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let file = files?.nextObject() as? URL {
            if file.pathExtension == "swift" { found.append(file) }
        }
        return found
    }

    func testPackageManifestKeepsGTKOutOfTheLogicTargets() throws {
        let targets = try packageTargets()
        for target in ["Store", "StoreTesting", "Features", "Catalog"] {
            XCTAssertNotNil(targets[target], "target \(target) not found in Package.swift")
            let dependencies = Self.closure(of: target, in: targets)
            for module in Self.forbiddenModules {
                XCTAssertFalse(dependencies.contains(module), "\(target) depends on \(module)")
            }
        }
    }

    /// The modules each target of Package.swift depends on by name (products of other packages left out).
    private func packageTargets() throws -> [String: [String]] {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var targets: [String: [String]] = [:]
        let declaration = #/\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)"/#
        for match in manifest.matches(of: declaration) {
            let call = Self.balanced(manifest[match.range.lowerBound...], open: "(", close: ")")
            var dependencies: [String] = []
            if let list = call.range(of: "dependencies:") {
                var items = Self.balanced(call[list.upperBound...], open: "[", close: "]")
                while let product = items.range(of: ".product(") {
                    let call = Self.balanced(items[product.lowerBound...], open: "(", close: ")")
                    items.removeSubrange(product.lowerBound..<call.endIndex)
                }
                dependencies = items.matches(of: #/"([^"]+)"/#).map { String($0.output.1) }
            }
            targets[String(match.output.1)] = dependencies
        }
        return targets
    }

    /// `text` from its first `open` to the matching `close`.
    private static func balanced(_ text: Substring, open: Character, close: Character) -> Substring {
        guard let first = text.firstIndex(of: open) else { return "" }
        var depth = 0
        var index = first
        while index < text.endIndex {
            if text[index] == open { depth += 1 } else if text[index] == close { depth -= 1 }
            if depth == 0 { return text[first...index] }
            index = text.index(after: index)
        }
        return text[first...]
    }

    /// `module` and every module it depends on, directly or through others.
    private static func closure(of module: String, in targets: [String: [String]]) -> Set<String> {
        var found: Set<String> = []
        var pending = [module]
        while let next = pending.popLast() {
            for dependency in targets[next] ?? [] where found.insert(dependency).inserted {
                pending.append(dependency)
            }
        }
        return found
    }

    /// How `module` comes to depend on `target`, e.g. "Features → UI → GtkKit".
    private static func path(from module: String, to target: String, in targets: [String: [String]]) -> String {
        var previous: [String: String] = [:]
        var queue = [module]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if next == target {
                var path = [target]
                while let before = previous[path[0]] { path.insert(before, at: 0) }
                return path.joined(separator: " → ")
            }
            for dependency in targets[next] ?? [] where previous[dependency] == nil && dependency != module {
                previous[dependency] = next
                queue.append(dependency)
            }
        }
        return "no path"
    }

    /// The module (the folder under Sources/) declaring the type `name`.
    private func module(defining name: String) throws -> String {
        let declaration = try Regex("(?m)^(public )?(final )?(struct|enum|class|actor|protocol) \(name)\\b")
        var modules: Set<String> = []
        for file in try swiftFiles(under: "Sources")
        where try String(contentsOf: file, encoding: .utf8).contains(declaration) {
            let relative = file.path.dropFirst(packageRoot.path.count + "/Sources/".count)
            modules.insert(String(relative.prefix { $0 != "/" }))
        }
        XCTAssertEqual(modules.count, 1, "\(name) is declared in exactly one module: \(modules)")
        return try XCTUnwrap(modules.first, "\(name) is declared under Sources")
    }

    /// The modules `file` imports (`import X`, `@testable import X`, `import struct X.Y`, …).
    private static func imports(of file: URL) throws -> Set<String> {
        var modules: Set<String> = []
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            let modifiers: Set<Substring> = ["public", "internal", "package"]
            guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count,
                words[..<importIndex].allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) })
            else { continue }
            let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let named =
                kinds.contains(words[importIndex + 1]) && importIndex + 2 < words.count
                ? words[importIndex + 2] : words[importIndex + 1]
            modules.insert(named.split(separator: ".").first.map(String.init) ?? "")
        }
        return modules
    }
}
