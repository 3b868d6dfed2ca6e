import CGtk
import CGtkShim
import Foundation
import GtkKit
import XCTest

/// The app decodes JPEGs with its own libjpeg path (`popcorn_texture_new_from_jpeg`), not GTK's loader:
/// it must give exactly GTK's pixels, for every kind of JPEG ImageMagick writes, and leave CMYK to GTK.
final class JPEGDecodingTests: XCTestCase {
    /// ImageMagick options → a JPEG of a noisy 97×61 picture (odd sizes: partial MCUs on both axes).
    private static let variants: [(name: String, options: [String])] = [
        ("baseline 4:2:0", []),
        ("progressive", ["-interlace", "Plane"]),
        ("4:4:4", ["-sampling-factor", "1x1"]),
        ("4:2:2", ["-sampling-factor", "2x1"]),
        ("grayscale", ["-colorspace", "Gray", "-type", "Grayscale"]),
        ("restart markers", ["-define", "jpeg:restart-interval=2"]),
        ("quality 30", ["-quality", "30"]),
    ]

    func testGivesGTKsPixelsForEveryVariant() throws {
        for variant in Self.variants {
            let jpeg = try Self.makeJPEG(variant.options)
            let reference = try Self.decodeWithGTK(jpeg)
            defer { g_object_unref(UnsafeMutableRawPointer(reference)) }

            XCTAssertTrue(Self.ownDecoderHandles(jpeg), "\(variant.name): left to GTK")
            let ours = try jpeg.withUnsafeBytes { try TextureHandle(encoded: $0) }
            XCTAssertEqual([ours.width, ours.height], [97, 61], variant.name)
            XCTAssertEqual(
                Self.differingBytes(Self.pixels(of: ours.pointer), Self.pixels(of: reference)), 0,
                "\(variant.name): bytes that differ from GTK's")
        }
    }

    func testLeavesCMYKToGTK() throws {
        let jpeg = try Self.makeJPEG(["-colorspace", "CMYK"])
        XCTAssertFalse(Self.ownDecoderHandles(jpeg))
        let reference = try Self.decodeWithGTK(jpeg)
        defer { g_object_unref(UnsafeMutableRawPointer(reference)) }
        let ours = try jpeg.withUnsafeBytes { try TextureHandle(encoded: $0) }
        XCTAssertEqual([ours.width, ours.height], [97, 61])
        XCTAssertEqual(Self.differingBytes(Self.pixels(of: ours.pointer), Self.pixels(of: reference)), 0)
    }

    func testCorruptJPEGIsAnErrorWithLibjpegsMessage() throws {
        var jpeg = try Self.makeJPEG([])
        // The start of frame's height and width set to zero.
        let frame = try XCTUnwrap(jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange(frame + 5..<frame + 9, with: [0, 0, 0, 0])
        XCTAssertTrue(Self.ownDecoderHandles(jpeg), "the error came from GTK's loader")
        XCTAssertThrowsError(try Self.decodeWithGTK(jpeg))
        XCTAssertThrowsError(try jpeg.withUnsafeBytes { try TextureHandle(encoded: $0) }) { error in
            let message = (error as? Texture.DecodingError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("Error interpreting JPEG image file"), message)
        }
    }

    func testScaledDecodingGivesTheTargetSizeAndCairosBilinearPixels() throws {
        for variant in Self.variants {
            let jpeg = try Self.makeJPEG(variant.options, size: "185x278")
            let decoded = try XCTUnwrap(
                try jpeg.withUnsafeBytes { try TextureHandle.decodingJPEG($0, scaledTo: 130, 195) }, variant.name)
            XCTAssertEqual([decoded.sourceWidth, decoded.sourceHeight], [185, 278], variant.name)
            XCTAssertEqual([decoded.texture.width, decoded.texture.height], [130, 195], variant.name)
            let reference = try Self.scaledWithCairo(jpeg, width: 130, height: 195)
            let difference = Self.difference(Self.pixels(of: decoded.texture.pointer), reference)
            XCTAssertLessThanOrEqual(difference.largest, 2, "\(variant.name): largest difference from cairo's")
            XCTAssertLessThan(difference.mean, 0.5, "\(variant.name): mean difference from cairo's")
        }
    }

    func testScaledDecodingOfALargeImageUsesTheDCTAndStaysClose() throws {
        // 1/4 of 800 × 1200 still covers 130 × 195: libjpeg decodes 200 × 300, the filter does the rest.
        let jpeg = try Self.makeJPEG(["-blur", "0x3"], size: "800x1200")
        let decoded = try XCTUnwrap(try jpeg.withUnsafeBytes { try TextureHandle.decodingJPEG($0, scaledTo: 130, 195) })
        XCTAssertEqual([decoded.texture.width, decoded.texture.height], [130, 195])
        let reference = try Self.scaledWithCairo(jpeg, width: 130, height: 195)
        let difference = Self.difference(Self.pixels(of: decoded.texture.pointer), reference)
        XCTAssertLessThan(difference.mean, 2, "mean difference from cairo's full-size bilinear")
    }

    func testScaledDecodingKeepsSmallerImagesAndLeavesCMYKToGTK() throws {
        let jpeg = try Self.makeJPEG([])
        let decoded = try XCTUnwrap(try jpeg.withUnsafeBytes { try TextureHandle.decodingJPEG($0, scaledTo: 130, 195) })
        XCTAssertEqual([decoded.texture.width, decoded.texture.height], [97, 61], "never scaled up")
        let reference = try Self.decodeWithGTK(jpeg)
        defer { g_object_unref(UnsafeMutableRawPointer(reference)) }
        XCTAssertEqual(Self.differingBytes(Self.pixels(of: decoded.texture.pointer), Self.pixels(of: reference)), 0)

        let cmyk = try Self.makeJPEG(["-colorspace", "CMYK"], size: "185x278")
        XCTAssertNil(try cmyk.withUnsafeBytes { try TextureHandle.decodingJPEG($0, scaledTo: 130, 195) })
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        XCTAssertNil(try png.withUnsafeBytes { try TextureHandle.decodingJPEG($0, scaledTo: 130, 195) })
    }

    func testScaledDecodingOfACorruptJPEGIsAnError() throws {
        var jpeg = try Self.makeJPEG([], size: "185x278")
        // The start of frame's height and width set to zero.
        let frame = try XCTUnwrap(jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange(frame + 5..<frame + 9, with: [0, 0, 0, 0])
        XCTAssertThrowsError(try jpeg.withUnsafeBytes { try TextureHandle.decodingJPEG($0, scaledTo: 130, 195) }) {
            error in
            let message = (error as? Texture.DecodingError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("Error interpreting JPEG image file"), message)
        }
    }

    /// Figure 7's growth while scrolling is the memory cache's textures (docs/benchmarks.md): a scaled
    /// texture's pixels stay on the heap while it lives, and everything the decoder allocated is given back to
    /// the heap when the texture is released.
    func testScaledTexturesHoldTheirPixelsOnTheHeapUntilReleased() throws {
        let jpeg = try Self.makeJPEG([], size: "185x278")
        func decode() throws -> TextureHandle {
            try XCTUnwrap(try jpeg.withUnsafeBytes { try TextureHandle.decodingJPEG($0, scaledTo: 130, 195) }).texture
        }
        // libjpeg's, GLib's and GDK's one-time allocations.
        for _ in 0..<20 { _ = try decode() }
        Self.runPendingReleases()
        let before = try Self.heapInUse()
        var textures = try (0..<300).map { _ in try decode() }
        let held = try Self.heapInUse() - before
        textures.removeAll()
        Self.runPendingReleases()
        let left = try Self.heapInUse() - before

        XCTAssertGreaterThanOrEqual(held, 300 * 130 * 195 * 3, "bytes the 300 textures held on the heap")
        XCTAssertLessThan(left, 256 << 10, "bytes left on the heap after the textures were released")
    }

    // MARK: - Helpers

    /// GTK's decoding of `jpeg`, scaled by cairo's bilinear filter to `width` × `height` (the path the app
    /// takes for other formats), as premultiplied B, G, R, A rows.
    private static func scaledWithCairo(_ jpeg: Data, width: Int, height: Int) throws -> [UInt8] {
        let full = try decodeWithGTK(jpeg)
        let handle = try jpeg.withUnsafeBytes { try TextureHandle(encoded: $0) }
        g_object_unref(UnsafeMutableRawPointer(full))
        let output = ImageSurface(width: width, height: height)
        output.paintScaled(ImageSurface(texture: handle))
        let stride = output.stride
        let pixels = try XCTUnwrap(output.pixels)
        var rows = [UInt8](repeating: 0, count: width * 4 * height)
        for y in 0..<height {
            for x in 0..<width * 4 { rows[y * width * 4 + x] = pixels[y * stride + x] }
        }
        return rows
    }

    /// The largest and the mean difference of two byte arrays of one length.
    private static func difference(_ first: [UInt8], _ second: [UInt8]) -> (largest: Int, mean: Double) {
        let differences = zip(first, second).map { abs(Int($0) - Int($1)) }
        return (differences.max() ?? 0, Double(differences.reduce(0, +)) / Double(max(differences.count, 1)))
    }

    private static func makeJPEG(_ options: [String], size: String = "97x61") throws -> Data {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("popcorn-jpeg-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("image.jpg").path
        let convert = Process()
        convert.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        convert.arguments =
            ["convert", "-seed", "7", "-size", size, "plasma:", "-quality", "85"] + options + [output]
        try convert.run()
        convert.waitUntilExit()
        guard convert.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "ImageMagick's convert failed"])
        }
        return try Data(contentsOf: URL(fileURLWithPath: output))
    }

    /// Runs the texture releases `TextureHandle` queued on the default main context.
    private static func runPendingReleases() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Bytes in use on glibc's heap — every arena, and the chunks mapped on their own — from the totals of
    /// `malloc_info` (looked up at run time: the Glibc module does not import malloc.h).
    private static func heapInUse() throws -> Int {
        typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
        let mallocInfo = unsafeBitCast(try XCTUnwrap(dlsym(nil, "malloc_info")), to: MallocInfo.self)
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        let stream = try XCTUnwrap(open_memstream(&buffer, &length))
        XCTAssertEqual(mallocInfo(0, stream), 0)
        fclose(stream)
        defer { free(buffer) }
        let report = String(cString: try XCTUnwrap(buffer))
        // The totals follow the last arena, one element a line: `<total type="rest" count="…" size="…"/>`.
        let totals = report[try XCTUnwrap(report.range(of: "</heap>", options: .backwards)).upperBound...]
        var sizes: [String: Int] = [:]
        for line in totals.split(separator: "\n") {
            let fields = line.split(separator: "\"")
            guard fields.count >= 4, let type = fields.firstIndex(where: { $0.hasSuffix("type=") }),
                let size = fields.firstIndex(where: { $0.hasSuffix("size=") }), size + 1 < fields.count
            else { continue }
            let element = line.trimmingCharacters(in: .whitespaces).prefix { $0 != " " }
            sizes["\(element) \(fields[type + 1])"] = Int(fields[size + 1])
        }
        let current = try XCTUnwrap(sizes["<system current"])
        let fast = try XCTUnwrap(sizes["<total fast"])
        let rest = try XCTUnwrap(sizes["<total rest"])
        let mapped = try XCTUnwrap(sizes["<total mmap"])
        return current - fast - rest + mapped
    }

    /// True when the app's decoder decodes `jpeg` itself (false: it hands it to GTK's loader).
    private static func ownDecoderHandles(_ jpeg: Data) -> Bool {
        jpeg.withUnsafeBytes { bytes in
            var handled: gboolean = 0
            var error: UnsafeMutablePointer<GError>?
            let texture = popcorn_texture_new_from_jpeg(
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                gsize(bytes.count), &handled, &error)
            if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
            g_clear_error(&error)
            return handled != 0
        }
    }

    private static func decodeWithGTK(_ jpeg: Data) throws -> OpaquePointer {
        let bytes = jpeg.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "?"
            g_clear_error(&error)
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: message])
        }
        return texture
    }

    /// How many bytes differ (the length difference counts as differing bytes).
    private static func differingBytes(_ first: [UInt8], _ second: [UInt8]) -> Int {
        zip(first, second).count { $0 != $1 } + abs(first.count - second.count)
    }

    /// The texture's pixels as premultiplied B, G, R, A rows.
    private static func pixels(of texture: OpaquePointer) -> [UInt8] {
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        var pixels = [UInt8](repeating: 0, count: width * 4 * height)
        pixels.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        return pixels
    }
}
