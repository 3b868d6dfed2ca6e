import Catalog
import Localization
import Store
import TMDb

/// Year in Review (`stats/review`, `stats/review?year=2025`; without a year, the current one): a one-page
/// summary of a year (``YearInReview``), loaded like the year's statistics (``StatisticsFeature``: the same
/// details, fetched when missing, and the same progress while they are), then the watched titles' names and
/// posters from the cache those reads filled.
public enum YearInReviewFeature: DetailsPage {
    /// How far the titles' details are read, as on the statistics page.
    public typealias Own = StatisticsFeature.Own
    public typealias OwnAction = StatisticsFeature.OwnAction

    public static let pattern = RoutePattern("stats/review", details: Self.self, query: .parameter(.year))

    /// The page shows the library.
    public static func readsLibrary(_ route: Route) -> Bool { true }

    /// The year of `route`: its `year=Y`, else the year of `today`.
    public static func year(of route: Route, today: CalendarDate) -> Int {
        Int(route.query) ?? today.year
    }

    public static func initialOwn(for route: Route) -> Own { Own() }

    public static func load(_ route: Route, from dependencies: AppDependencies) async throws -> Fetched<YearInReview> {
        try await load(route, from: dependencies, sending: Send { _ in })
    }

    /// Loads the year's statistics (sending their progress), then the names and posters of its titles.
    public static func load(_ route: Route, from dependencies: AppDependencies, sending send: Send<OwnAction>)
        async throws -> Fetched<YearInReview>
    {
        let year = year(of: route, today: dependencies.today())
        let statistics = try await StatisticsFeature.load(.statistics(year: year), from: dependencies, sending: send)
        let snapshot = try await dependencies.tracking.snapshot()
        var titles: [TrackedTitle: YearInReviewTitle] = [:]
        for title in StatisticsFeature.watchedTitles(snapshot.plays, in: .year(year)) {
            titles[title] = await outline(of: title, from: dependencies.catalog)
        }
        let review = YearInReview(
            statistics: statistics.value, plays: snapshot.plays, ratings: snapshot.ratings, titles: titles)
        return Fetched(review, isStale: statistics.isStale)
    }

    /// The name and poster of `title` (a movie or series), nil when it cannot be read.
    private static func outline(of title: TrackedTitle, from catalog: any CatalogReader<TMDbClient>) async
        -> YearInReviewTitle?
    {
        switch title {
        case .movie(let id): try? await catalog.read(YearInReviewTitle.init, of: MovieResource(id: id))
        case .series(let id): try? await catalog.read(YearInReviewTitle.init, of: TVSeriesResource(id: id))
        case .episode: nil
        }
    }

    public static func reduce(
        _ own: inout Own, action: OwnAction, route: Route, dependencies: AppDependencies
    ) -> Effect<DetailsAction<Self>> {
        if case .progress(let progress) = action { own.progress = progress }
        return .none
    }

    public static func title(of review: YearInReview) -> String {
        // Translators: the Year in Review page's title ("Year in Review 2025").
        String(format: tr("Year in Review %ld"), review.year)
    }

    public static func isEmpty(_ review: YearInReview) -> Bool { review.plays == 0 }

    /// `year`, the headline figures, `busiestMonth` (`{"month": "YYYY-MM", "plays"}` or null), `series` (the
    /// five most-watched), `movies` (the top-rated) and `posters` (the mosaic's URLs).
    public static func dumpMembers(_ review: YearInReview, own: Own) -> [(String, DumpJSON)] {
        let busiestMonth = review.busiestMonth.map { month in
            DumpJSON.object([("month", .string(month.text)), ("plays", .int(month.plays))])
        }
        let series = review.series.map { series in
            DumpJSON.object([
                ("id", .int(series.id)), ("name", .optional(series.name)), ("episodePlays", .int(series.episodePlays)),
            ])
        }
        let movies = review.movies.map { movie in
            DumpJSON.object([("id", .int(movie.id)), ("title", .optional(movie.title)), ("rating", .int(movie.rating))])
        }
        return [
            ("year", .int(review.year)), ("minutesWatched", .int(review.minutesWatched)),
            ("moviesWatched", .int(review.moviesWatched)), ("episodesWatched", .int(review.episodesWatched)),
            ("daysWatched", .int(review.daysWatched)), ("longestStreakDays", .int(review.longestStreakDays)),
            ("busiestMonth", busiestMonth ?? .null), ("series", .array(series)), ("movies", .array(movies)),
            ("posters", .array(review.posters.map { .string($0.image.card) })),
        ]
    }
}

extension Route {
    /// The Year in Review of `year`, or of the current year when nil.
    public static func yearInReview(year: Int? = nil) -> Route {
        Route(YearInReviewFeature.pattern, query: year.map(String.init) ?? "")
    }
}
