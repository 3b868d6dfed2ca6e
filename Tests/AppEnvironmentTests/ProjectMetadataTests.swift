import AppEnvironment
import Foundation
import XCTest

/// Keeps the Swift constants equal to the data files they mirror.
final class ProjectMetadataTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    func testSettingsDefaultsMatchTheSchema() throws {
        let xml = try read("data/io.github.popcorn.Popcorn.gschema.xml")
        let pattern = try NSRegularExpression(
            pattern: #"<key name="([a-z0-9-]+)" (?:type="([a-z])"|enum="[^"]+")>\s*<default>([^<]*)</default>"#)
        var schemaDefaults: [String: SettingsValue] = [:]
        for match in pattern.matches(in: xml, range: NSRange(xml.startIndex..., in: xml)) {
            let name = String(xml[Range(match.range(at: 1), in: xml)!])
            let type = Range(match.range(at: 2), in: xml).map { String(xml[$0]) } ?? "s"
            let literal = String(xml[Range(match.range(at: 3), in: xml)!])
            switch type {
            case "i": schemaDefaults[name] = .int(Int(literal)!)
            case "b": schemaDefaults[name] = .bool(literal == "true")
            default: schemaDefaults[name] = .string(String(literal.dropFirst().dropLast()))
            }
        }
        XCTAssertEqual(schemaDefaults.count, SettingsKey.allCases.count)
        XCTAssertEqual(schemaDefaults, SettingsKey.defaults)
    }

    func testVersionMatchesMeson() throws {
        let meson = try read("meson.build")
        XCTAssertTrue(meson.contains("version: '\(AppIdentity.version)'"), "meson.build project version differs")
    }
}
