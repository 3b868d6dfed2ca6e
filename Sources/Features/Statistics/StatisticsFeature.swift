import Catalog
import Foundation
import Localization
import Store
import TMDb

/// Statistics (`stats`, `stats?year=2025`): what the user watched, all time or in one year, counted from the
/// library's plays and ratings and the titles' cached details (fetched when missing, 4 at a time). The
/// counting runs off the main thread (a plain `async` load). While details are fetched (longer than a frame),
/// the page's own state has the progress.
public enum StatisticsFeature: DetailsPage {
    /// The page's own state: how far the details are read, nil when not reading (or quick).
    public struct Own: Equatable, Sendable {
        public var progress: StatisticsProgress?

        public init(progress: StatisticsProgress? = nil) {
            self.progress = progress
        }
    }

    public enum OwnAction: Equatable, Sendable {
        /// How far the details are read, nil once read.
        case progress(StatisticsProgress?)
    }

    public static let pattern = RoutePattern("stats", details: Self.self, query: .parameter(.year))

    /// The page shows the library.
    public static func readsLibrary(_ route: Route) -> Bool { true }

    /// The period of `route`: the year of `stats?year=Y`, else all time.
    public static func period(of route: Route) -> StatisticsPeriod {
        Int(route.query).map(StatisticsPeriod.year) ?? .allTime
    }

    public static func initialOwn(for route: Route) -> Own { Own() }

    public static func load(_ route: Route, from dependencies: AppDependencies) async throws -> Fetched<Statistics> {
        try await load(route, from: dependencies, sending: Send { _ in })
    }

    /// Loads, sending how far the titles' details are read (``reportingProgress(of:to:clock:_:)``).
    public static func load(_ route: Route, from dependencies: AppDependencies, sending send: Send<OwnAction>)
        async throws -> Fetched<Statistics>
    {
        let snapshot = try await dependencies.tracking.snapshot()
        let period = period(of: route)
        let loader = StatisticsDetailsLoader(catalog: dependencies.catalog, today: dependencies.today())
        let titles = watchedTitles(snapshot.plays, in: period)
        let details = await reportingProgress(of: titles.count, to: send, clock: dependencies.clock) { progress in
            await loader.details(of: titles, progress: progress)
        }
        let statistics = Statistics(
            plays: snapshot.plays, ratings: snapshot.ratings, details: details.value, period: period)
        return Fetched(statistics, isStale: details.isStale)
    }

    /// The movies and series (of the episodes) with a play in `period`, each once, in the plays' order.
    public static func watchedTitles(_ plays: [Play], in period: StatisticsPeriod) -> [TrackedTitle] {
        var seen: Set<TrackedTitle> = []
        return plays.compactMap { play -> TrackedTitle? in
            guard period.contains(play) else { return nil }
            switch play.title {
            case .movie: return seen.insert(play.title).inserted ? play.title : nil
            case .episode(let key):
                return seen.insert(.series(id: key.seriesID)).inserted ? .series(id: key.seriesID) : nil
            case .series: return nil
            }
        }
    }

    public static func reduce(
        _ own: inout Own, action: OwnAction, route: Route, dependencies: AppDependencies
    ) -> Effect<DetailsAction<Self>> {
        switch action {
        case .progress(let progress):
            own.progress = progress
            return .none
        }
    }

    public static func title(of statistics: Statistics) -> String {
        statistics.period.year.map { String(format: tr("Statistics %d"), $0) } ?? tr("Statistics")
    }

    public static func isEmpty(_ statistics: Statistics) -> Bool {
        statistics.moviePlays + statistics.episodePlays == 0
    }

    /// `year` (null for all time), the figures, then `days`, `months`, `genres`, `people` (cast then
    /// directors, each by titles, most first, then by name), `ratings` (1–10), `longestStreakDays` and
    /// `missingDetails` (routes).
    public static func dumpMembers(_ statistics: Statistics, own: Own) -> [(String, DumpJSON)] {
        [
            ("year", .optional(statistics.period.year)),
            ("minutesWatched", .int(statistics.minutesWatched)),
            ("moviesWatched", .int(statistics.moviesWatched)),
            ("moviePlays", .int(statistics.moviePlays)),
            ("episodesWatched", .int(statistics.episodesWatched)),
            ("episodePlays", .int(statistics.episodePlays)),
            ("seriesCompleted", .int(statistics.seriesCompleted)),
            (
                "days",
                .array(
                    statistics.days.map { day in
                        .object([("date", .string(day.date.description)), ("plays", .int(day.plays))])
                    })
            ),
            (
                "months",
                .array(
                    statistics.months.map { month in
                        .object([
                            ("month", .string(month.text)), ("plays", .int(month.plays)),
                            ("minutes", .int(month.minutes)),
                        ])
                    })
            ),
            (
                "genres",
                .array(
                    statistics.genres.map { genre in
                        .object([
                            ("id", .int(genre.genre.id)), ("name", .string(genre.genre.name)),
                            ("titles", .int(genre.titles)),
                        ])
                    })
            ),
            (
                "people",
                .array(
                    statistics.people.map { person in
                        .object([
                            ("id", .int(person.person.id)), ("name", .string(person.person.name)),
                            ("role", .string(person.person.role.rawValue)), ("titles", .int(person.titles)),
                        ])
                    })
            ),
            (
                "ratings",
                .array(
                    statistics.ratings.map { rating in
                        .object([("value", .int(rating.value)), ("count", .int(rating.count))])
                    })
            ),
            ("longestStreakDays", .int(statistics.longestStreakDays)),
            ("missingDetails", .array(statistics.missingDetails.map { .string(Route($0).description) })),
        ]
    }
}

extension RouteQueryParameter {
    /// `year=Y`: a year from 1900 to next year.
    public static let year = RouteQueryParameter(
        name: "year",
        expected: {
            String(
                format: tr("a year from %d to %d"), StatisticsFeature.years.lowerBound,
                StatisticsFeature.years.upperBound)
        },
        accepts: { text in
            text.count == 4 && text.allSatisfy(\.isASCII) && Int(text).map(StatisticsFeature.years.contains) == true
        })
}

extension StatisticsFeature {
    /// The years a statistics route takes: 1900 to next year.
    public static var years: ClosedRange<Int> {
        1900...(Calendar(identifier: .gregorian).component(.year, from: Date()) + 1)
    }
}

extension Route {
    /// Statistics of `year`, or of all time when nil.
    public static func statistics(year: Int? = nil) -> Route {
        Route(StatisticsFeature.pattern, query: year.map(String.init) ?? "")
    }
}
