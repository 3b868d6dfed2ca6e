import CGtk
import XCTest

@testable import GtkKit

/// The GVariants of the D-Bus layer: built and read back, and the search provider's metas as GNOME Shell
/// reads them (the icon through g_icon_deserialize).
final class DBusValueTests: XCTestCase {
    func testValuesAreBuiltAndReadBack() throws {
        let arguments = DBusValue.tuple([.string("movie/603"), .strings(["the", "matrix"]), .uint32(42)])
        XCTAssertEqual(arguments.typeString, "(sasu)")
        XCTAssertEqual(arguments.childCount, 3)
        XCTAssertEqual(arguments.child(0)?.stringValue, "movie/603")
        XCTAssertEqual(arguments.child(1)?.stringsValue, ["the", "matrix"])
        XCTAssertEqual(arguments.child(2)?.uint32Value, 42)
        XCTAssertNil(arguments.child(3))
        XCTAssertNil(arguments.child(2)?.stringValue, "a number is no string")
        XCTAssertEqual(DBusValue.strings([]).text, "@as []")
        XCTAssertEqual(DBusValue.array(elementType: "a{sv}", []).typeString, "aa{sv}")
    }

    func testAMetaCarriesItsFieldsAndADeserializableIcon() throws {
        let poster = ShellSearchResultMeta(
            id: "movie/603", name: "The Matrix", description: "Movie · 1999",
            icon: .file(path: "/tmp/posters/603.jpg"))
        let themed = ShellSearchResultMeta(
            id: "person/31", name: "Tom Hanks", description: "Person", icon: .themed(name: "avatar-default-symbolic"))
        let metas = DBusValue.array(elementType: "a{sv}", [poster.dictionary, themed.dictionary])
        XCTAssertEqual(metas.typeString, "aa{sv}")
        let first = try XCTUnwrap(metas.child(0))
        let fields = (0..<first.childCount).compactMap { first.child($0) }
        XCTAssertEqual(fields.compactMap { $0.child(0)?.stringValue }, ["id", "name", "description", "icon"])
        XCTAssertEqual(fields[2].child(1)?.variantValue?.stringValue, "Movie · 1999")
        XCTAssertEqual(iconText(try XCTUnwrap(fields[3].child(1)?.variantValue)), "/tmp/posters/603.jpg")
        let second = try XCTUnwrap(metas.child(1)?.child(3)?.child(1)?.variantValue)
        XCTAssertEqual(iconText(second), ". GThemedIcon avatar-default-symbolic avatar-default")
    }

    /// The icon's g_icon_to_string after g_icon_deserialize (a file's path; a themed icon's names with their fallbacks).
    private func iconText(_ serialized: DBusValue) -> String? {
        guard let icon = g_icon_deserialize(serialized.pointer) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        guard let text = g_icon_to_string(icon) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }
}
