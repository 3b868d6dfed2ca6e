import CGtk
import DisplayTestSupport
import Foundation
import GtkKit
import XCTest

/// An image drawn off screen with GtkSnapshot and saved as a PNG: its size is the one asked for and it holds
/// what was drawn. Skipped unless POPCORN_DISPLAY_TESTS=1; `make test` runs it under Xvfb through
/// Tests/UI/test_gtkkit_display.py.
final class CanvasImageDisplayTests: DisplayTestCase {
    func testWritesAPortraitPNGOfWhatWasDrawn() throws {
        try MainActor.assumeIsolated { try Self.writesAPortraitPNGOfWhatWasDrawn() }
    }

    @MainActor
    private static func writesAPortraitPNGOfWhatWasDrawn() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("canvas-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try CanvasImage.writePNG(width: 1080, height: 1920, to: path) { snapshot, width, height in
            snapshot.fill(x: 0, y: 0, width: width, height: height, color: CanvasColor(red: 1, green: 1, blue: 1))
            snapshot.fill(x: 100, y: 200, width: 300, height: 400, color: CanvasColor(red: 0.2, green: 0.5, blue: 0.9))
            snapshot.text("2017", x: 100, y: 100, color: CanvasColor(red: 0, green: 0, blue: 0))
        }

        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
        let header = [UInt8](data[16..<24])
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual([width, height], [1080, 1920])

        let texture = try XCTUnwrap(gdk_texture_new_from_filename(path, nil))
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        var pixels = [UInt8](repeating: 0, count: 1080 * 1920 * 4)
        pixels.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, 1080 * 4) }
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 1080 + x) * 4..<(y * 1080 + x) * 4 + 4]) }
        XCTAssertEqual(pixel(10, 10), [255, 255, 255, 255], "the white background")
        XCTAssertNotEqual(pixel(250, 400), pixel(10, 10), "the blue rectangle")
        let textArea = (100..<130).flatMap { y in (100..<150).map { x in pixel(x, y) } }
        XCTAssertTrue(textArea.contains { $0[0] < 128 }, "the text's dark pixels")
    }
}
