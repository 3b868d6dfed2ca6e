import XCTest

/// The logic layers must build and test without a display: no GTK anywhere in them.
final class ArchitectureTests: XCTestCase {
    private static let forbiddenModules: Set<String> = ["CGtk", "CGtkShim", "GtkKit", "UI", "Gtk", "Adw"]
    /// I/O modules and APIs the logic layers must not use (they get data through repository protocols).
    private static let ioModules: Set<String> = ["CCurl", "CCurlShim", "CSQLite", "HTTP", "TMDb", "Persistence", "Images"]
    private static let ioCalls = ["FileManager", "URLSession", "FileHandle", "fopen(", "Process(", "contentsOf:"]
    private static let ioGuardedFolders = ["Sources/Store", "Sources/Features"]
    private static let guardedFolders = ["Sources/Store", "Sources/StoreTesting", "Sources/Features", "Sources/Catalog"]

    private var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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
                let text = try String(contentsOf: file, encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                    guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count else { continue }
                    guard words[..<importIndex].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "package"].contains(String($0)) })
                    else { continue }
                    let module = words[importIndex + 1].split(separator: ".").first.map(String.init) ?? ""
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

    /// GTK's C API is GtkKit's: every other module speaks its Swift types.
    func testOnlyGtkKitImportsGTKsCAPI() throws {
        let files = try swiftFiles(under: "Sources").filter { !$0.path.contains("/Sources/GtkKit/") }
        XCTAssertGreaterThan(files.count, 100, "the scan found the sources")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for module in ["CGtk", "CGtkShim"] {
                XCTAssertFalse(text.contains("import \(module)\n"), "\(file.path) imports \(module)")
            }
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
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        for target in ["Store", "StoreTesting", "Features", "Catalog"] {
            guard let start = manifest.range(of: ".target(name: \"\(target)\"") else {
                XCTFail("target \(target) not found in Package.swift")
                continue
            }
            let declaration = manifest[start.lowerBound...].prefix { $0 != ")" }
            for module in Self.forbiddenModules {
                XCTAssertFalse(declaration.contains("\"\(module)\""), "\(target) depends on \(module)")
            }
        }
    }
}
