import Catalog
import Foundation

@testable import TMDb

/// The committed demo catalog (`data/demo` of this checkout) and helpers to read it.
enum DemoCatalogLocation {
    static var directory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/demo").path
    }

    /// One of the `api/*.json` files as a value.
    static func resource(_ name: String) throws -> JSONValue {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent("api/\(name)"))
        return try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// Width and height from a PNG's IHDR chunk; nil when the file is not a PNG.
    static func pngSize(atPath path: String) -> (width: Int, height: Int)? {
        guard let data = FileManager.default.contents(atPath: path), data.count > 24,
            Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            String(decoding: data[12..<16], as: UTF8.self) == "IHDR"
        else { return nil }
        func int(_ offset: Int) -> Int {
            data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (int(16), int(20))
    }
}
