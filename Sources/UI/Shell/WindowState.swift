import Features

/// What the main window remembers between runs.
public struct WindowState: Equatable, Sendable {
    /// Default width in pixels.
    public var width: Int
    /// Default height in pixels.
    public var height: Int
    /// Whether the window was maximized.
    public var isMaximized: Bool
    /// The `AppPage` raw value that was visible.
    public var page: String

    /// The state of a first run.
    public static let initial = WindowState(
        width: 1024, height: 768, isMaximized: false,
        page: AppPage.explore.rawValue)

    /// A state.
    public init(width: Int, height: Int, isMaximized: Bool, page: String) {
        self.width = width
        self.height = height
        self.isMaximized = isMaximized
        self.page = page
    }
}

/// Loads and saves the window state (the app keeps it in GSettings).
@MainActor
public protocol WindowStateStorage: AnyObject {
    /// The saved state, or nil on a first run or unreadable data.
    func load() -> WindowState?
    /// Saves the state; failures are not fatal.
    func save(_ state: WindowState)
}
