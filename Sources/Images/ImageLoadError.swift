import HTTP

/// Why an image could not be shown. The UI shows the placeholder for every case.
public enum ImageLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The body is not a PNG or JPEG image.
    case notAnImage
    /// The image data ends early.
    case truncated
    /// The body is larger than the pipeline's byte cap (20 MiB by default).
    case tooLarge
    /// The image is wider or taller than the pipeline's pixel cap (8192 by default).
    case tooManyPixels(width: Int, height: Int)
    /// The decoder rejected the data.
    case undecodable(String)
    /// The server answered with a non-2xx status.
    case status(Int)
    /// The transfer failed.
    case transfer(HTTPError)
    /// This URL failed less than the retry interval ago; not fetched again yet.
    case recentlyFailed

    public var description: String {
        switch self {
        case .notAnImage: "not an image"
        case .truncated: "truncated image"
        case .tooLarge: "image body too large"
        case .tooManyPixels(let width, let height): "image too large (\(width)×\(height) px)"
        case .undecodable(let detail): "undecodable image: \(detail)"
        case .status(let code): "HTTP status \(code)"
        case .transfer(let error): "transfer failed: \(error)"
        case .recentlyFailed: "failed recently; not retried yet"
        }
    }
}
