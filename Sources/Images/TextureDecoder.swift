import Foundation
import GtkKit

/// Validates image bytes and decodes them into an ``ImageTexture`` (a GDK texture),
/// optionally scaled down to the area it is drawn into, so GTK's renderer does not scale the pixels on
/// every frame.
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

    /// Validates then decodes `data`; with `fitting`, scales the image down (keeping its aspect ratio) to
    /// the smallest size that still covers that area — JPEGs while they are decoded, others afterwards.
    public func decode(_ data: Data, fitting: PixelSize? = nil) throws(ImageLoadError) -> ImageTexture {
        let header = try validate(data)
        let size = PixelSize(width: header.width, height: header.height)
        if header.format == .jpeg, let target = fitting?.cover(size), target != size,
            let scaled = try Self.decodeJPEG(data, scaledTo: target)
        {
            guard scaled.sourceWidth == header.width, scaled.sourceHeight == header.height else {
                throw .undecodable("decoded size \(scaled.sourceWidth)×\(scaled.sourceHeight) differs from the header")
            }
            return ImageTexture(scaled.texture)
        }
        let texture: TextureHandle
        switch data.withUnsafeBytes({ bytes in
            Result { () throws(Texture.DecodingError) in try TextureHandle(encoded: bytes) }
        }) {
        case .success(let decoded): texture = decoded
        case .failure(let error): throw .undecodable(error.message)
        }
        let decoded = PixelSize(width: texture.width, height: texture.height)
        guard decoded.width == header.width, decoded.height == header.height else {
            throw .undecodable("decoded size \(decoded.width)×\(decoded.height) differs from the header")
        }
        let target = fitting?.cover(decoded) ?? decoded
        guard target != decoded else { return ImageTexture(texture) }
        return ImageTexture(Self.scaled(texture, to: target, opaque: header.format == .jpeg))
    }

    /// A JPEG scaled down to `target` as it is decoded (no full-size pixels, no second pass through cairo);
    /// nil when the app's JPEG decoder leaves it to GTK (CMYK).
    private static func decodeJPEG(_ data: Data, scaledTo target: PixelSize) throws(ImageLoadError)
        -> (texture: TextureHandle, sourceWidth: Int, sourceHeight: Int)?
    {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(Texture.DecodingError) in
                try TextureHandle.decodingJPEG(bytes, scaledTo: target.width, target.height)
            }
        }
        switch result {
        case .success(let decoded): return decoded
        case .failure(let error): throw .undecodable(error.message)
        }
    }

    /// `texture` scaled to `target` (bilinear: enough for the usual factors, 0.5–1, and 20× cheaper than
    /// cairo's GOOD filter). Opaque images become `MemoryFormat.r8g8b8`, the format GTK 4.8's cairo
    /// renderer copies fastest on every frame (about 5× faster than premultiplied BGRA); others keep
    /// their alpha in cairo's format.
    private static func scaled(_ texture: TextureHandle, to target: PixelSize, opaque: Bool) -> TextureHandle {
        let output = ImageSurface(width: target.width, height: target.height)
        output.paintScaled(ImageSurface(texture: texture))
        let stride = output.stride
        guard let pixels = output.pixels else {
            // No memory for the scaled copy: keep the full-size image.
            return texture
        }
        guard opaque else {
            return TextureHandle(
                width: target.width, height: target.height, format: .b8g8r8a8Premultiplied,
                pixels: pixels, stride: stride)
        }
        // Cairo's ARGB32 is B, G, R, A in memory on little-endian machines.
        let rowBytes = target.width * 3
        var rgb = [UInt8](repeating: 0, count: rowBytes * target.height)
        rgb.withUnsafeMutableBufferPointer { out in
            for y in 0..<target.height {
                let row = pixels + y * stride
                for x in 0..<target.width {
                    let o = y * rowBytes + x * 3
                    out[o] = row[x * 4 + 2]
                    out[o + 1] = row[x * 4 + 1]
                    out[o + 2] = row[x * 4]
                }
            }
        }
        return rgb.withUnsafeBytes {
            TextureHandle(
                width: target.width, height: target.height, format: .r8g8b8, pixels: $0.baseAddress,
                stride: rowBytes)
        }
    }
}
