import GnomeIntegration
import UI

/// Keeps the main window's size, maximized state and page in GSettings (`window-width`,
/// `window-height`, `window-maximized`, `last-page`).
@MainActor
final class SettingsWindowState: WindowStateStorage {
    private let settings: AppSettings

    init(settings: AppSettings) {
        self.settings = settings
    }

    func load() -> WindowState? {
        WindowState(
            width: settings.windowWidth, height: settings.windowHeight,
            isMaximized: settings.windowMaximized, page: settings.lastPage)
    }

    func save(_ state: WindowState) {
        settings.windowWidth = state.width
        settings.windowHeight = state.height
        settings.windowMaximized = state.isMaximized
        settings.lastPage = state.page
        settings.sync()
    }
}
