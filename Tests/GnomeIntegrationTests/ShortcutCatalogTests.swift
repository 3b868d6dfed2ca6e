import CGtk
import Foundation
import FoundationXML
import XCTest

@testable import GnomeIntegration

final class ShortcutCatalogTests: XCTestCase {
    func testEveryAcceleratorParses() {
        for group in ShortcutCatalog.groups {
            for shortcut in group.shortcuts {
                for accelerator in shortcut.accelerator.split(separator: " ") {
                    var key: guint = 0
                    var modifiers = GdkModifierType(rawValue: 0)
                    XCTAssertNotEqual(
                        gtk_accelerator_parse(String(accelerator), &key, &modifiers), 0,
                        "\(shortcut.title): \(accelerator)")
                    XCTAssertNotEqual(key, 0, "\(shortcut.title): \(accelerator)")
                }
            }
        }
    }

    func testTheShellAndMenuShortcutsAreListed() {
        let accelerators = Set(ShortcutCatalog.groups.flatMap(\.shortcuts).map(\.accelerator))
        for required in [
            "<Control>question", "<Control>comma", "<Control>q", "<Control>w", "<Control>f",
            "<Alt>1", "<Alt>2", "<Alt>3", "<Alt>4", "<Alt>5", "<Alt>Left Escape", "F10", "<Control>r F5",
            "<Control>d", "<Shift>F10 Menu", "<Control>h", "<Control><Shift>c",
        ] {
            XCTAssertTrue(accelerators.contains(required), required)
        }
        for (action, accelerators) in PrimaryMenu.accelerators {
            for accelerator in accelerators {
                XCTAssertTrue(
                    ShortcutCatalog.groups.flatMap(\.shortcuts).contains { $0.accelerator == accelerator },
                    "\(action) \(accelerator) is missing from the shortcuts window")
            }
        }
    }

    func testBuilderXMLIsWellFormedAndEscaped() throws {
        let groups = [
            ShortcutGroup(
                title: "Tom & Jerry <3",
                shortcuts: [
                    ShortcutEntry(title: "Say \"hi\"", accelerator: "<Control>h")
                ])
        ]
        let xml = ShortcutCatalog.builderXML(groups: groups)
        let collector = TextCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), parser.parserError.map(String.init(describing:)) ?? "")
        XCTAssertEqual(collector.properties["title"], ["Keyboard Shortcuts", "Tom & Jerry <3", "Say \"hi\""])
        XCTAssertEqual(collector.properties["accelerator"], ["<Control>h"])
        XCTAssertEqual(
            collector.classes,
            [
                "GtkShortcutsWindow", "GtkShortcutsSection", "GtkShortcutsGroup",
                "GtkShortcutsShortcut",
            ])
    }
}

/// Collects `<property name=…>` texts and object classes.
private final class TextCollector: NSObject, XMLParserDelegate {
    var properties: [String: [String]] = [:]
    var classes: [String] = []
    private var current: String?
    private var text = ""

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        if element == "object", let name = attributes["class"] { classes.append(name) }
        if element == "property" {
            current = attributes["name"]
            text = ""
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if current != nil { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "property", let name = current {
            properties[name, default: []].append(text)
            current = nil
        }
    }
}
