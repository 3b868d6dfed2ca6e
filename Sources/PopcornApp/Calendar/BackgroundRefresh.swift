import Features
import GnomeIntegration
import GtkKit
import Logging

/// The app's own refresh of the followed series: once soon after start, then every few hours while it runs,
/// notifying through the application (unless turned off in Preferences; read at each refresh).
@MainActor
final class BackgroundRefresh {
    /// Time between two refreshes.
    static let interval: Duration = .seconds(4 * 60 * 60)

    private var task: Task<Void, Never>?

    /// Starts refreshing over `dependencies`, sending notifications through `application`, the first time
    /// `firstAfter` from now.
    convenience init(
        dependencies: AppDependencies, application: Application, settings: AppSettings, firstAfter: Duration = .zero
    ) {
        // The application lives as long as the process (the composition root owns both).
        self.init(firstAfter: firstAfter, interval: Self.interval) {
            let sender: (any NotificationSending)? = settings.newEpisodeNotifications ? application : nil
            do {
                let notices = try await NewEpisodeRefresh.run(dependencies, sender: sender)
                Log.info("refresh: \(notices.count) series with new episodes")
            } catch {
                Log.warning("refresh of the followed series failed: \(error)")
            }
        }
    }

    /// Runs `refresh` `firstAfter` from now, then every `interval`, until the refresh ends.
    init(firstAfter: Duration, interval: Duration, refresh: @escaping @MainActor () async -> Void) {
        task = Task { @MainActor in
            try? await Task.sleep(for: firstAfter)
            while !Task.isCancelled {
                await refresh()
                try? await Task.sleep(for: interval)
            }
        }
    }

    deinit {
        task?.cancel()
    }
}
