import Catalog
import Localization
import Store

/// The tracking controls of a details page (mark as watched, rewatch, remove a play, the episode check
/// marks of a season, the rating): the status follows the library live, every change is saved by an
/// effect, and a saved change becomes a toast with Undo; a failed one an error, never a success. Marking an
/// episode watched while earlier aired episodes of the series are not offers to mark those too instead.
public enum TrackingPanel {
    /// The controls' state (part of the page's own state).
    public struct State: Equatable, Sendable {
        /// nil until the library was read.
        public var status: TrackingStatus?
        /// The last saved change, to show once as a toast with Undo.
        public var toast: Toast?
        /// Set when saving failed (show it); cleared by the next change.
        public var error: ErrorInfo?
        private var toastCount = 0

        public init() {}

        mutating func show(_ change: TrackingChange, earlier: [EpisodeKey] = []) {
            toastCount += 1
            toast = Toast(id: toastCount, change: change, earlier: earlier)
        }
    }

    /// A toast for a saved change.
    public struct Toast: Equatable, Sendable {
        /// Distinguishes two toasts with the same text.
        public let id: Int
        public let change: TrackingChange
        /// The earlier aired, unwatched episodes of the series after marking an episode watched: the toast
        /// offers to mark them (``Action/markEarlier(_:)``) instead of Undo. Empty otherwise.
        public let earlier: [EpisodeKey]
    }

    /// What the user or an effect can do with the controls.
    public enum Action: Equatable, Sendable {
        case statusLoaded(TrackingStatus)
        /// Mark the page's title watched: a play for a movie or an episode (a rewatch when watched), the aired
        /// unwatched episodes for a season or a series.
        case markWatched
        /// Remove the latest play of the movie or episode.
        case removeLatestPlay
        /// Remove this play (history).
        case removePlay(Play)
        /// The check mark of an episode row (season page): a play, or every play of it removed.
        case setEpisodeWatched(episode: Int, Bool)
        /// Rate the title (1–10), or clear the rating.
        case rate(Int?)
        case saved(TrackingChange)
        /// An episode was marked watched (`change`); `earlier` are the series' earlier aired, unwatched episodes.
        case markedEpisode(TrackingChange, earlier: [EpisodeKey])
        /// The toast's "Also Mark N Earlier Episodes": marks `episodes` watched (those still unwatched).
        case markEarlier([EpisodeKey])
        case saveFailed(CatalogError)
        /// The toast's Undo.
        case undo(TrackingChange)
        /// The toast was shown.
        case toastShown
        /// The error was shown.
        case dismissError
    }

    /// Follows the library: the status of `route` now and after every change (with the episode guide of a
    /// series for its progress, loaded once).
    static func observe(_ route: TrackableRoute, dependencies: AppDependencies) -> Effect<Action> {
        .run { send in
            var guide: EpisodeGuide?
            for await snapshot in dependencies.tracking.trackingChanges() {
                var followChoice: NotificationChoice?
                if case .series(let id) = route {
                    if guide == nil { guide = try? await dependencies.guides.guide(seriesID: id).value }
                    followChoice = try? await dependencies.follows.notificationChoices()[id]
                }
                await send(
                    .statusLoaded(
                        TrackingStatus(
                            route, snapshot: snapshot, guide: guide,
                            today: dependencies.today(), followChoice: followChoice)))
            }
        }
    }

    /// Applies `action` to the controls of `route` (nil on pages of no one title: the route's actions do
    /// nothing there).
    static func reduce(
        _ state: inout State, action: Action, route: TrackableRoute?,
        dependencies: AppDependencies
    ) -> Effect<Action> {
        let marks = WatchedMarks(dependencies: dependencies)
        switch action {
        case .statusLoaded(let status):
            state.status = status
            return .none
        case .markWatched:
            state.error = nil
            guard let route else { return .none }
            if case .episode(let key) = route { return markEpisode(key, marks: marks) }
            return save { .added(try await marks.add(route, watchedAt: nil)) }
        case .removeLatestPlay:
            state.error = nil
            guard let route else { return .none }
            return save { .removed(try await marks.remove(route, all: false)) }
        case .removePlay(let play):
            state.error = nil
            return save {
                try await dependencies.tracking.removePlays([play.id])
                return .removed([play])
            }
        case .setEpisodeWatched(let episode, let isWatched):
            state.error = nil
            guard case .season(let seriesID, let season) = route else { return .none }
            let key = EpisodeKey(seriesID: seriesID, season: season, episode: episode)
            if isWatched { return markEpisode(key, marks: marks) }
            return save { .removed(try await marks.remove(.episode(key), all: true)) }
        case .rate(let value):
            state.error = nil
            guard let title = route?.title else { return .none }
            let previous = state.status?.rating
            return save {
                try await dependencies.tracking.setRating(value, for: title)
                return .rated(title, from: previous, to: value)
            }
        case .saved(let change):
            state.show(change)
            return .none
        case .markedEpisode(let change, let earlier):
            state.show(change, earlier: earlier)
            return .none
        case .markEarlier(let episodes):
            state.error = nil
            return save { .added(try await marks.addFirstPlays(of: episodes, watchedAt: nil)) }
        case .saveFailed(let error):
            state.error = ErrorInfo(
                message: String(
                    format: tr("%@ %@"), tr("Your change was not saved."),
                    error.userMessage),
                isRetryable: error.isRetryable, kind: error.kindName)
            return .none
        case .undo(let change):
            state.error = nil
            return .run { _ in
                try await change.undo(in: dependencies.tracking)
            } catch: { error, send in
                await send(.saveFailed(CatalogError(error)))
            }
        case .toastShown:
            state.toast = nil
            return .none
        case .dismissError:
            state.error = nil
            return .none
        }
    }

    /// Marks the episode `key` watched, then looks for the earlier episodes to offer (none when they
    /// cannot be read: the mark itself was saved).
    private static func markEpisode(_ key: EpisodeKey, marks: WatchedMarks) -> Effect<Action> {
        .run { send in
            let plays = try await marks.add(.episode(key), watchedAt: nil)
            let earlier = (try? await marks.earlierUnwatched(than: key)) ?? []
            await send(.markedEpisode(.added(plays), earlier: earlier))
        } catch: { error, send in
            await send(.saveFailed(CatalogError(error)))
        }
    }

    private static func save(_ body: @escaping @Sendable () async throws -> TrackingChange) -> Effect<Action> {
        .run { send in
            await send(.saved(try await body()))
        } catch: { error, send in
            await send(.saveFailed(CatalogError(error)))
        }
    }
}
