import Foundation
import Images

/// The image target: the input is a downloaded or cached file.
enum ImageBytes {
    /// Reads the header of `data`; what it accepts has a format and a positive size.
    static func check(_ data: Data) {
        guard let header = ImageHeader(data) else { return }
        precondition(header.width > 0 && header.height > 0, "accepted an image without a size")
    }
}
