import XCTest

@testable import GnomeIntegration

/// The shortcuts window lists each key once: two shortcuts never share an accelerator (issue 39 added the
/// library's keys beside the shell's and the menus').
final class ShortcutCatalogClashTests: XCTestCase {
    func testNoAcceleratorIsListedTwice() {
        var titles: [String: String] = [:]
        for shortcut in ShortcutCatalog.groups.flatMap(\.shortcuts) {
            for accelerator in shortcut.accelerator.split(separator: " ").map(String.init) {
                XCTAssertNil(
                    titles[accelerator.lowercased()],
                    "\(accelerator): \(shortcut.title) and \(titles[accelerator.lowercased()] ?? "")")
                titles[accelerator.lowercased()] = shortcut.title
            }
        }
    }

    func testTheLibraryKeysAreListed() {
        let library = ShortcutCatalog.groups.first { $0.title == "Library" }
        XCTAssertEqual(
            library?.shortcuts.map(\.accelerator),
            [
                "<Control><Shift>o", "<Control><Shift>x", "<Control><Shift>BackSpace", "<Control><Shift>h",
                "<Control><Shift>l",
            ])
    }
}
