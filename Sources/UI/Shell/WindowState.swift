import AppEnvironment
import Features
import Foundation
import Logging

/// What the main window remembers between runs.
public struct WindowState: Codable, Equatable, Sendable {
    /// Default width in pixels.
    public var width: Int
    /// Default height in pixels.
    public var height: Int
    /// Whether the window was maximized.
    public var isMaximized: Bool
    /// The `AppPage` raw value that was visible.
    public var page: String

    /// The state of a first run.
    public static let initial = WindowState(width: 1024, height: 768, isMaximized: false,
                                            page: AppPage.explore.rawValue)

    /// A state.
    public init(width: Int, height: Int, isMaximized: Bool, page: String) {
        self.width = width
        self.height = height
        self.isMaximized = isMaximized
        self.page = page
    }
}

/// Loads and saves the window state (a JSON file here; GSettings can implement it too).
@MainActor
public protocol WindowStateStorage: AnyObject {
    /// The saved state, or nil on a first run or unreadable data.
    func load() -> WindowState?
    /// Saves the state; failures are not fatal.
    func save(_ state: WindowState)
}

/// Keeps the window state in `window-state.json` of the state folder
/// (`$XDG_STATE_HOME/io.github.popcorn.Popcorn`, `~/.local/state/…` by default).
@MainActor
public final class JSONWindowStateFile: WindowStateStorage {
    /// The file's path.
    public let path: String

    /// Storage at `path`.
    public init(path: String) {
        self.path = path
    }

    /// Storage at the XDG default location (`UserFolders.state`).
    public convenience init(folders: UserFolders = UserFolders()) {
        self.init(path: folders.state + "/window-state.json")
    }

    public func load() -> WindowState? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? JSONDecoder().decode(WindowState.self, from: data)
    }

    public func save(_ state: WindowState) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(state).write(to: url, options: .atomic)
        } catch {
            Log.warning("Could not save the window state to \(path): \(error)")
        }
    }
}
