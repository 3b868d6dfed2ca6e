import Features
import GnomeIntegration
import GtkKit
import Logging

/// The app's own refresh of the followed series: once at start, then every few hours while it runs,
/// notifying through the application (unless turned off in Preferences; read at each refresh).
@MainActor
final class BackgroundRefresh {
    /// Time between two refreshes.
    static let interval: Duration = .seconds(4 * 60 * 60)

    private var task: Task<Void, Never>?

    /// Starts refreshing over `dependencies`, sending notifications through `application`.
    init(dependencies: AppDependencies, application: Application, settings: AppSettings) {
        // The application lives as long as the process (the composition root owns both).
        task = Task { @MainActor in
            while !Task.isCancelled {
                let sender: (any NotificationSending)? = settings.newEpisodeNotifications ? application : nil
                do {
                    let notices = try await NewEpisodeRefresh.run(dependencies, sender: sender)
                    Log.info("refresh: \(notices.count) series with new episodes")
                } catch {
                    Log.warning("refresh of the followed series failed: \(error)")
                }
                try? await Task.sleep(for: Self.interval)
            }
        }
    }

    deinit {
        task?.cancel()
    }
}
