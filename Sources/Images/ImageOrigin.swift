/// Where a loaded image came from: the `popcorn.image.source` attribute of its span.
enum ImageOrigin: Sendable {
    case memory
    case disk
    case network(bytes: Int)

    /// "memory", "disk" or "network".
    var name: String {
        switch self {
        case .memory: "memory"
        case .disk: "disk"
        case .network: "network"
        }
    }
}
