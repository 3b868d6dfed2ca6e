import GtkKit

/// Where image views get their textures: the Images pipeline in the app (memory → disk → network).
/// Widgets only ask for a URL and show what comes back; they never fetch anything themselves.
@MainActor
public protocol ImageSource: AnyObject {
    /// The texture for `url`; throws when it cannot be loaded (the view keeps its placeholder).
    /// Cancelling the calling task abandons the load.
    func texture(for url: String) async throws -> Texture
}
