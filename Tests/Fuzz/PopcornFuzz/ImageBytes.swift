import Foundation
import Images

/// The image target: the input is a downloaded or cached file.
enum ImageBytes {
    /// The pipeline's decoder with smaller limits, so that no input takes long to decode.
    private static let decoder = TextureDecoder(maxBytes: 1 << 20, maxDimension: 512)

    /// Reads the header of `data`; what it accepts has a format and a positive size. Then decodes it as the
    /// pipeline does (GTK's loaders, and the app's own JPEG decoder): it decodes to the header's size or is
    /// refused with an error.
    static func check(_ data: Data) {
        guard let header = ImageHeader(data) else { return }
        precondition(header.width > 0 && header.height > 0, "accepted an image without a size")
        if let texture = try? decoder.decode(data) {
            precondition(
                texture.width == header.width && texture.height == header.height,
                "decoded to another size than the header's")
        }
    }
}
