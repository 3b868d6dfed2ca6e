import Catalog
import Localization
import Store

/// The calendar (`calendar`): the episodes of the followed series from a week ago to 30 days ahead,
/// grouped by day, with their watched state; reloads in place when the library changes. Its menu exports
/// the same episodes, and 90 days ahead, as an iCalendar file.
public enum CalendarFeature: DetailsPage {
    public static let pattern = RoutePattern("calendar", details: Self.self)

    /// The page shows the library.
    public static func readsLibrary(_ route: Route) -> Bool { true }

    /// The calendar's own state: the export in progress and its outcome.
    public struct Own: Equatable, Sendable {
        /// Whether an export is being written.
        public var isExporting = false
        /// The outcome of the last export, for a toast; cleared once shown.
        public var exportOutcome: ExportOutcome?
        /// Which series hide their unwatched episodes; nil until read.
        public var spoilers: SpoilerProtection?

        public init() {}
    }

    /// How an export ended.
    public enum ExportOutcome: Equatable, Sendable {
        /// Written to the file at the path.
        case written(path: String, events: Int)
        case failed(ErrorInfo)
    }

    /// The calendar's own actions.
    public enum OwnAction: Equatable, Sendable {
        /// The library changed (after the first load): load again in place.
        case libraryChanged
        /// The user activated an episode.
        case entrySelected(Route)
        /// "Export Calendar…": the user chose the file.
        case export(path: String)
        case exportFinished(ExportOutcome)
        /// The export's toast was shown.
        case exportOutcomeShown
        case spoilerProtectionLoaded(SpoilerProtection)
    }

    public static func initialOwn(for route: Route) -> Own { Own() }

    public static func load(_ route: Route, from dependencies: AppDependencies) async throws -> Fetched<EpisodeCalendar>
    {
        try await dependencies.followedEpisodes.calendar(.page(today: dependencies.today()))
    }

    /// Follows the watchlist and the plays: a change after the first load reloads the page in place. Reads
    /// the spoiler protection.
    public static func onFirstFetch(_ route: Route, dependencies: AppDependencies) -> Effect<OwnAction> {
        .merge(
            .run { send in await send(.spoilerProtectionLoaded(dependencies.spoilerProtection())) },
            .run { send in
                for await _ in dependencies.watchlist.changes().dropFirst() { await send(.libraryChanged) }
            },
            .run { send in
                for await _ in dependencies.tracking.trackingChanges().dropFirst() { await send(.libraryChanged) }
            })
    }

    public static func reduce(
        _ own: inout Own, action: OwnAction, route: Route,
        dependencies: AppDependencies
    ) -> Effect<Action> {
        switch action {
        case .libraryChanged:
            return .send(.update)
        case .entrySelected(let route):
            return .send(.navigate(route))
        case .export(let path):
            guard !own.isExporting else { return .none }
            own.isExporting = true
            own.exportOutcome = nil
            return .run { send in
                let outcome = await export(to: path, dependencies: dependencies)
                await send(.own(.exportFinished(outcome)))
            }
        case .exportFinished(let outcome):
            own.isExporting = false
            own.exportOutcome = outcome
            return .none
        case .exportOutcomeShown:
            own.exportOutcome = nil
            return .none
        case .spoilerProtectionLoaded(let protection):
            own.spoilers = protection
            return .none
        }
    }

    /// Writes the followed series' episodes of the export window to `path`.
    static func export(to path: String, dependencies: AppDependencies) async -> ExportOutcome {
        do {
            let calendar = try await dependencies.followedEpisodes.calendar(.export(today: dependencies.today())).value
            try dependencies.calendarFiles.write(calendar, to: path)
            return .written(path: path, events: calendar.entries.count)
        } catch {
            return .failed(ErrorInfo(CatalogError(error)))
        }
    }

    public static func title(of calendar: EpisodeCalendar) -> String { tr("Calendar") }

    public static func isEmpty(_ calendar: EpisodeCalendar) -> Bool { calendar.days.isEmpty }

    /// Loaded once the spoiler protection was read.
    public static func isOwnSettled(_ own: Own) -> Bool { own.spoilers != nil }

    public static func dumpMembers(_ calendar: EpisodeCalendar, own: Own) -> [(String, DumpJSON)] {
        [
            (
                "days",
                .array(
                    calendar.days.map { day in
                        .object([
                            ("date", .string(day.date.description)),
                            (
                                "items",
                                .array(
                                    day.entries.map { entry in
                                        .object(
                                            SpoilerDump.episodeMembers(
                                                [
                                                    ("seriesID", .int(entry.seriesID)),
                                                    ("seriesName", .string(entry.seriesName)),
                                                    ("seasonNumber", .int(entry.episode.seasonNumber)),
                                                    ("episodeNumber", .int(entry.episode.episodeNumber)),
                                                    ("name", .string(entry.episode.name)),
                                                    ("route", .string(entry.route.description)),
                                                ], number: entry.episode.episodeNumber,
                                                hidden: entry.hidesSpoilers(own.spoilers ?? SpoilerProtection())))
                                    })
                            ),
                        ])
                    })
            )
        ]
    }
}

extension EpisodeCalendar.Entry {
    /// The episode's page.
    public var route: Route {
        .tvEpisode(seriesID: seriesID, season: episode.seasonNumber, episode: episode.episodeNumber)
    }
}

extension Route {
    /// The calendar of the followed series.
    public static let calendar = Route(CalendarFeature.pattern)
}
