import Catalog
import Foundation
import Images
import XCTest

/// Records the URLs asked for, to check which size the pipeline's API picks.
private final class RecordingLoader: ImageLoading, @unchecked Sendable {
    private let lock = NSLock()
    private var urls: [String] = []

    var requested: [String] { lock.withLock { urls } }

    nonisolated(nonsending) func load(_ url: String, priority: Int) async throws -> ImageTexture {
        lock.withLock { urls.append(url) }
        throw ImageLoadError.notAnImage
    }
}

final class SizeSelectionTests: XCTestCase {
    /// (kind, widget width in points, size at scale 1, size at scale 2).
    private let table: [(ImageKind, Int, String, String)] = [
        (.poster, 92, "w92", "w185"),
        (.poster, 154, "w154", "w342"),
        (.poster, 185, "w185", "w500"),
        (.poster, 300, "w342", "w780"),
        (.poster, 500, "w500", "original"),
        (.backdrop, 300, "w300", "w780"),
        (.backdrop, 780, "w780", "original"),
        (.backdrop, 1200, "w1280", "original"),
        (.still, 92, "w92", "w185"),
        (.still, 150, "w185", "w300"),
        (.still, 300, "w300", "original"),
        (.still, 800, "original", "original"),
        (.profile, 45, "w45", "w185"),
        (.profile, 185, "w185", "h632"),
        (.profile, 300, "h632", "original"),
    ]

    func testSmallestSizeAtLeastAsWideAsTheWidgetPerKindAndScale() async {
        let loader = RecordingLoader()
        var expected: [String] = []
        for (kind, points, scale1, scale2) in table {
            let set = ImageURLSet(kind: kind, baseURL: "https://image.tmdb.org/t/p/", path: "/x.jpg")
            for (scale, size) in [(1, scale1), (2, scale2)] {
                _ = try? await loader.load(set, widthPixels: points * scale)
                expected.append("https://image.tmdb.org/t/p/\(size)/x.jpg")
            }
        }
        XCTAssertEqual(loader.requested, expected)
    }

    func testPlaceholdersKeepTheFinalAspectRatio() {
        XCTAssertEqual(ImagePlaceholder(kind: .poster).style, .poster)
        XCTAssertEqual(ImagePlaceholder(kind: .poster).aspectRatio, 2.0 / 3.0, accuracy: 1e-9)
        XCTAssertEqual(ImagePlaceholder(kind: .still).style, .gray)
        XCTAssertEqual(ImagePlaceholder(kind: .backdrop).aspectRatio, 16.0 / 9.0, accuracy: 1e-9)
        XCTAssertEqual(ImagePlaceholder(kind: .profile, name: "Ada King-Lovelace").style, .initials("AL"))
        XCTAssertEqual(ImagePlaceholder.initials(of: "Zoë"), "Z")
        XCTAssertEqual(ImagePlaceholder.initials(of: "  "), "")
        XCTAssertEqual(ImagePlaceholder.initials(of: "jean luc picard"), "JP")
    }
}
