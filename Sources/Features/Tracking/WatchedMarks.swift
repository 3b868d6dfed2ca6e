import Catalog
import Localization
import TMDb

/// Marking titles watched and unwatched, for the pages and the command line: a movie or an episode gets
/// one play (a rewatch when it has one); a season or a series gets one play per aired episode not yet
/// watched (specials only when the season is season 0). Every title is checked to exist first (through the
/// cache-first repositories), and every change is one transaction.
public struct WatchedMarks: Sendable {
    let dependencies: AppDependencies

    public init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    /// Adds the plays of marking `route` watched, stamped `watchedAt` (now when nil); returns them (none
    /// when every aired episode was already watched). The episodes of a season or a series read as
    /// unwatched are checked again inside the write, so marks made at the same time add each play once.
    public func add(_ route: TrackableRoute, watchedAt: Double?) async throws -> [Play] {
        let titles = try await titlesToMark(route)
        guard !titles.isEmpty else { return [] }
        switch route {
        case .movie, .episode: return try await dependencies.tracking.addPlays(titles, watchedAt: watchedAt)
        case .season, .series: return try await dependencies.tracking.addFirstPlays(titles, watchedAt: watchedAt)
        }
    }

    /// The aired episodes of the series before `key` (by season, then number; specials aside) that are not
    /// watched: what "Also Mark Earlier Episodes" marks.
    public func earlierUnwatched(than key: EpisodeKey) async throws -> [EpisodeKey] {
        let guide = try await dependencies.guides.guide(seriesID: key.seriesID).value
        return try await unwatched(in: guide, season: nil).compactMap {
            if case .episode(let earlier) = $0, earlier < key { earlier } else { nil }
        }
    }

    /// Marks the episodes `keys` watched, each unless it already is (checked again inside the write).
    public func addFirstPlays(of keys: [EpisodeKey], watchedAt: Double?) async throws -> [Play] {
        guard !keys.isEmpty else { return [] }
        return try await dependencies.tracking.addFirstPlays(keys.map { .episode($0) }, watchedAt: watchedAt)
    }

    /// Removes the latest play of a movie or an episode, or (`all`, or for a season or a series) every play
    /// of it; returns what was removed.
    public func remove(_ route: TrackableRoute, all: Bool) async throws -> [Play] {
        let snapshot = try await dependencies.tracking.snapshot()
        let removed: [Play]
        switch route {
        case .movie, .episode:
            let plays = route.title.map(snapshot.plays(of:)) ?? []
            removed = all ? plays : Array(plays.prefix(1))
        case .series(let id):
            removed = snapshot.plays.filter {
                if case .episode(let key) = $0.title { key.seriesID == id } else { false }
            }
        case .season(let seriesID, let season):
            removed = snapshot.plays.filter {
                if case .episode(let key) = $0.title { key.seriesID == seriesID && key.season == season } else { false }
            }
        }
        if !removed.isEmpty { try await dependencies.tracking.removePlays(removed.map(\.id)) }
        return removed
    }

    /// Throws ``CatalogError/notFound`` (or why it cannot be known) unless the title of `route` exists.
    public func checkExists(_ route: TrackableRoute) async throws {
        switch route {
        case .movie(let id): _ = try await dependencies.catalog.read(MovieResource(id: id))
        case .series(let id): _ = try await dependencies.catalog.read(TVSeriesResource(id: id))
        case .season(let seriesID, let season):
            _ = try await dependencies.catalog.read(TVSeasonResource(season, inSeries: seriesID))
        case .episode(let key):
            _ = try await dependencies.catalog.read(
                TVEpisodeResource(key.episode, inSeason: key.season, inSeries: key.seriesID))
        }
    }

    private func titlesToMark(_ route: TrackableRoute) async throws -> [TrackedTitle] {
        switch route {
        case .movie, .episode:
            try await checkExists(route)
            return route.title.map { [$0] } ?? []
        case .season(let seriesID, let season):
            let episodes = try await dependencies.catalog.read(TVSeasonResource(season, inSeries: seriesID)).value
                .episodes
            let guide = EpisodeGuide(seriesID: seriesID, seriesName: "", episodes: episodes)
            return try await unwatched(in: guide, season: season)
        case .series(let id):
            let guide = try await dependencies.guides.guide(seriesID: id).value
            return try await unwatched(in: guide, season: nil)
        }
    }

    private func unwatched(in guide: EpisodeGuide, season: Int?) async throws -> [TrackedTitle] {
        let watched = try await dependencies.tracking.watchedEpisodes(inSeries: guide.seriesID)
        return guide.unwatchedAiredEpisodes(season: season, watched: watched, today: dependencies.today())
            .map { .episode(EpisodeKey($0)) }
    }
}
