import CGtk
import Foundation

/// Validates image bytes and decodes them into an ``ImageTexture`` with `gdk_texture_new_from_bytes`.
/// Pure CPU work: call it off the main thread.
public struct TextureDecoder: Sendable {
    /// Largest accepted body in bytes.
    public var maxBytes: Int
    /// Largest accepted width or height in pixels.
    public var maxDimension: Int

    public init(maxBytes: Int = 20 << 20, maxDimension: Int = 8192) {
        self.maxBytes = maxBytes
        self.maxDimension = maxDimension
    }

    /// Checks size, format, completeness and dimensions without decoding.
    public func validate(_ data: Data) throws(ImageLoadError) -> ImageHeader {
        guard data.count <= maxBytes else { throw .tooLarge }
        guard let header = ImageHeader(data) else { throw .notAnImage }
        guard header.width <= maxDimension, header.height <= maxDimension else {
            throw .tooManyPixels(width: header.width, height: header.height)
        }
        guard header.isComplete else { throw .truncated }
        return header
    }

    /// Validates then decodes `data`.
    public func decode(_ data: Data) throws(ImageLoadError) -> ImageTexture {
        let header = try validate(data)
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw .undecodable(message)
        }
        let result = ImageTexture(taking: texture)
        guard result.width == header.width, result.height == header.height else {
            throw .undecodable("decoded size \(result.width)×\(result.height) differs from the header")
        }
        return result
    }
}
