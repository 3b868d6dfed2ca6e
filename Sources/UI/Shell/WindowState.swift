import Features
import Foundation

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

/// Keeps the window state in `$XDG_STATE_HOME/io.github.popcorn.Popcorn/window-state.json`
/// (`~/.local/state/…` when XDG_STATE_HOME is unset).
@MainActor
public final class JSONWindowStateFile: WindowStateStorage {
    /// The file's path.
    public let path: String

    /// Storage at `path`.
    public init(path: String) {
        self.path = path
    }

    /// Storage at the XDG default location for `applicationID`.
    public convenience init(applicationID: String,
                            environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let stateHome = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "\(home)/.local/state"
        self.init(path: "\(stateHome)/\(applicationID)/window-state.json")
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
            FileHandle.standardError.write(Data("popcorn: could not save the window state to \(path): \(error)\n".utf8))
        }
    }
}
