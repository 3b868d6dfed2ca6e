import Catalog
import Foundation
import Localization
import Store
import TMDb

/// The watch history (`history`, `history?page=N`): every play, newest first, 20 a page, with removal
/// (and Undo); reloads in place when the library changes.
public enum HistoryFeature: DetailsPage {
    public static let pattern = RoutePattern("history", details: Self.self, query: .pageNumber)

    /// The page shows the library.
    public static func readsLibrary(_ route: Route) -> Bool { true }

    /// Plays per page.
    public static let pageSize = 20
    /// How many titles load at once.
    static let maxConcurrentTitles = 8

    /// The history page's own actions.
    public enum OwnAction: Equatable, Sendable {
        case tracking(TrackingPanel.Action)
        /// The library changed (after the first load): load the page again in place.
        case libraryChanged
        /// The user activated a row.
        case entrySelected(Route)
        /// Go to another page of the history.
        case pageSelected(Int)
    }

    public static func initialOwn(for route: Route) -> TrackingPanel.State { TrackingPanel.State() }

    public static func load(_ route: Route, from dependencies: AppDependencies) async throws -> Fetched<WatchHistory> {
        let page = max(Int(route.query) ?? 1, 1)
        let (shown, total) = try await dependencies.tracking.plays(offset: (page - 1) * pageSize, limit: pageSize)
        let totalPages = max(1, (total + pageSize - 1) / pageSize)
        let entries = await shown.concurrentMap(width: maxConcurrentTitles) { play in
            await entry(for: play, dependencies: dependencies)
        }
        return Fetched(
            WatchHistory(entries: entries.map(\.value), page: page, totalPages: totalPages),
            isStale: entries.contains(where: \.isStale))
    }

    public static func onFirstFetch(_ route: Route, dependencies: AppDependencies) -> Effect<OwnAction> {
        .run { send in
            var isFirst = true
            for await _ in dependencies.tracking.trackingChanges() {
                if !isFirst { await send(.libraryChanged) }
                isFirst = false
            }
        }
    }

    public static func reduce(
        _ own: inout TrackingPanel.State, action: OwnAction, route: Route,
        dependencies: AppDependencies
    ) -> Effect<Action> {
        switch action {
        case .tracking(let trackingAction):
            TrackingPanel.reduce(&own, action: trackingAction, route: nil, dependencies: dependencies)
                .map { .own(.tracking($0)) }
        case .libraryChanged:
            .send(.update)
        case .entrySelected(let route):
            .send(.navigate(route))
        case .pageSelected(let page):
            .send(.navigate(.history(page: page)))
        }
    }

    public static func title(of history: WatchHistory) -> String { tr("History") }

    public static func isEmpty(_ history: WatchHistory) -> Bool { history.entries.isEmpty }

    public static func dumpMembers(_ history: WatchHistory, own: TrackingPanel.State) -> [(String, DumpJSON)] {
        [
            (
                "items",
                .array(
                    history.entries.map { entry in
                        .object([
                            ("route", .string(entry.route.description)), ("title", .string(entry.title)),
                            ("watchedAt", .string(DumpJSON.iso8601(entry.play.watchedAt))),
                        ])
                    })
            ), ("page", .int(history.page)), ("totalPages", .int(history.totalPages)),
        ]
    }

    /// The play with its title's name and image; a title that cannot be loaded shows its route.
    private static func entry(for play: Play, dependencies: AppDependencies) async -> Fetched<WatchHistory.Entry> {
        do {
            switch play.title {
            case .movie(let id):
                let movie = try await dependencies.catalog.read(MovieResource(id: id))
                return Fetched(
                    WatchHistory.Entry(play: play, title: movie.value.title, imageURL: movie.value.poster?.card),
                    isStale: movie.isStale)
            case .episode(let key):
                async let episode = dependencies.catalog.read(
                    TVEpisodeResource(
                        key.episode, inSeason: key.season,
                        inSeries: key.seriesID))
                async let series = dependencies.catalog.read(TVSeriesResource(id: key.seriesID))
                let (fetchedEpisode, fetchedSeries) = try await (episode, series)
                let code = DisplayFormat.episodeCode(season: key.season, episode: key.episode)
                let title = String(
                    // Translators: a watched episode in the history: series, episode code and name
                    // ("Harbour Lights — S1 · E2 · The Tide Turns").
                    format: tr("%@ — %@ · %@"), fetchedSeries.value.name, code, fetchedEpisode.value.name)
                return Fetched(
                    WatchHistory.Entry(play: play, title: title, imageURL: fetchedEpisode.value.still?.card),
                    isStale: fetchedEpisode.isStale || fetchedSeries.isStale)
            case .series(let id):
                let series = try await dependencies.catalog.read(TVSeriesResource(id: id))
                return Fetched(
                    WatchHistory.Entry(play: play, title: series.value.name, imageURL: series.value.poster?.card),
                    isStale: series.isStale)
            }
        } catch {
            return Fetched(WatchHistory.Entry(play: play, title: Route(play.title).description, imageURL: nil))
        }
    }
}

extension Route {
    /// The watch history, page `page` (1 when nil).
    public static func history(page: Int? = nil) -> Route {
        Route(HistoryFeature.pattern, query: page.map(String.init) ?? "")
    }
}
