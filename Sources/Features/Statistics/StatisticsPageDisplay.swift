import Catalog
import Foundation
import Localization

/// What the statistics page shows, as translated text (no GTK): the headline figures, the charts' values
/// and their tables' rows, the year selector and the empty state.
public struct StatisticsPageDisplay: Equatable, Sendable {
    /// A headline figure: "3 days 4 hours" over "Time Watched".
    public struct Figure: Equatable, Sendable {
        public let value: String
        public let caption: String
    }

    /// A row of a chart's table: what it is about and its values.
    public struct TableRow: Equatable, Sendable {
        public let name: String
        public let values: [String]
    }

    /// The year shown, nil for all time.
    public let year: Int?
    /// "2025" or "All Time".
    public let periodTitle: String
    /// The year before and after (nil at the ends of the years a route takes, and for all time).
    public let previousYear: Int?
    public let nextYear: Int?
    /// Time watched, movies, episodes, series completed and in progress, longest streak; counts grouped as
    /// the locale groups them ("12,345"; "12.345" in German).
    public let figures: [Figure]
    /// "First play 3 January 2017 · latest play 28 December 2017", nil without plays.
    public let playSpan: String?
    /// What is missing when details could not be read (offline), else nil.
    public let missingNote: String?
    /// The heatmap's year and plays per day.
    public let heatmapYear: Int
    public let playsByDay: [CalendarDate: Int]
    /// "Days Watched in 2025".
    public let heatmapTitle: String
    /// The heatmap's table: the days with a play.
    public let dayRows: [TableRow]
    /// Plays per month: short names under the bars, the plays, and the table (plays, time).
    public let monthNames: [String]
    public let monthPlays: [Double]
    public let monthRows: [TableRow]
    /// "12 plays in March 2025" … for screen readers, the chart's summary.
    public let monthSummary: String
    /// The top genres and people (cast, directors), by titles watched.
    public let genreRows: [TableRow]
    public let castRows: [TableRow]
    public let directorRows: [TableRow]
    /// The top networks and studios by titles watched: their titles (the chart's bars) and the table (name;
    /// titles, network or studio).
    public let companyTitles: [Double]
    public let companyRows: [TableRow]
    /// The user's ratings 1–10: how many titles got each, and TMDb's average score of those titles (0 where
    /// none has one); the table: titles and TMDb's average per value.
    public let ratingCounts: [Double]
    public let ratingTMDbAverages: [Double]
    public let ratingRows: [TableRow]
    /// What the TMDb comparison chart says to screen readers.
    public let ratingComparisonSummary: String
    /// The empty state's title and description when nothing was played in the period, else nil.
    public let emptyTitle: String?
    public let emptyDescription: String?

    /// How many genres and people of each role the page lists.
    public static let topCount = 10

    /// The display of `statistics`, its counts in `locale`; `today` decides the all-time heatmap's year when
    /// nothing was played.
    public init(_ statistics: Statistics, today: CalendarDate, locale: Locale = .current) {
        let dates = StatisticsDateFormats(locale: locale)
        year = statistics.period.year
        periodTitle = year.map(String.init) ?? tr("All Time")
        let years = StatisticsFeature.years
        previousYear = year.map { $0 - 1 }.flatMap { years.contains($0) ? $0 : nil }
        nextYear = year.map { $0 + 1 }.flatMap { $0 <= today.year ? $0 : nil }
        figures = [
            Figure(value: Self.timeWatched(minutes: statistics.minutesWatched), caption: tr("Time Watched")),
            Figure(
                value: Self.count(statistics.moviesWatched, locale: locale),
                caption: ntr("Movie Watched", "Movies Watched", statistics.moviesWatched)),
            Figure(
                value: Self.count(statistics.episodesWatched, locale: locale),
                caption: ntr("Episode Watched", "Episodes Watched", statistics.episodesWatched)),
            Figure(
                value: Self.count(statistics.seriesCompleted, locale: locale),
                caption: ntr("Series Completed", "Series Completed", statistics.seriesCompleted)),
            Figure(
                value: Self.count(statistics.seriesInProgress, locale: locale),
                caption: ntr("Series in Progress", "Series in Progress", statistics.seriesInProgress)),
            Figure(value: Self.days(statistics.longestStreakDays), caption: tr("Longest Streak")),
        ]
        if let first = statistics.days.first?.date, let latest = statistics.days.last?.date {
            playSpan = String(
                // Translators: the first and latest day with a play on the statistics page.
                format: tr("First play %@ · latest play %@"), dates.longDate(first),
                dates.longDate(latest))
        } else {
            playSpan = nil
        }
        let missing = statistics.missingDetails.count
        missingNote =
            missing == 0
            ? nil
            : String(
                format: ntr(
                    "The details of %ld title could not be loaded: its runtime, genres and people are not counted.",
                    "The details of %ld titles could not be loaded: their runtime, genres and people are not counted.",
                    missing), missing)
        let shownYear = year ?? statistics.days.last?.date.year ?? today.year
        heatmapYear = shownYear
        let shownDays = statistics.days.filter { $0.date.year == shownYear }
        playsByDay = Dictionary(shownDays.map { ($0.date, $0.plays) }, uniquingKeysWith: +)
        // Translators: the heading of the statistics' heatmap ("Days Watched in 2025").
        heatmapTitle = String(format: tr("Days Watched in %ld"), shownYear)
        dayRows = shownDays.map { day in
            TableRow(name: dates.longDate(day.date), values: [Self.plays(day.plays)])
        }
        let monthTemplate = year == nil ? "MMMyy" : "MMM"
        monthNames = statistics.months.map { month in
            dates.date(CalendarDate(year: month.year, month: month.month, day: 1), template: monthTemplate)
        }
        monthPlays = statistics.months.map { Double($0.plays) }
        monthRows = statistics.months.map { month in
            TableRow(
                name: dates.date(
                    CalendarDate(year: month.year, month: month.month, day: 1),
                    template: "MMMMyyyy"),
                values: [Self.plays(month.plays), DisplayFormat.runtime(minutes: month.minutes) ?? "—"])
        }
        let busiest = statistics.months.max { $0.plays < $1.plays }
        monthSummary =
            busiest.map { month in
                String(
                    // Translators: what the plays-per-month chart says to screen readers ("Busiest month: March 2025, 12 plays").
                    format: tr("Plays per month. Busiest month: %@, %@"),
                    dates.date(
                        CalendarDate(year: month.year, month: month.month, day: 1),
                        template: "MMMMyyyy"),
                    Self.plays(month.plays))
            } ?? tr("Plays per month")
        genreRows = statistics.genres.prefix(Self.topCount).map {
            TableRow(
                name: $0.genre.name,
                values: [Self.titles($0.titles)])
        }
        castRows = Self.people(statistics.people, .cast)
        directorRows = Self.people(statistics.people, .director)
        let companies = statistics.companies.prefix(Self.topCount)
        companyTitles = companies.map { Double($0.titles) }
        companyRows = companies.map { company in
            TableRow(
                name: company.company.name,
                values: [
                    Self.titles(company.titles), company.company.kind == .network ? tr("Network") : tr("Studio"),
                ])
        }
        let ratings = Dictionary(statistics.ratings.map { ($0.value, $0) }, uniquingKeysWith: { first, _ in first })
        ratingCounts = (1...10).map { Double(ratings[$0]?.count ?? 0) }
        ratingTMDbAverages = (1...10).map { ratings[$0]?.tmdbAverage ?? 0 }
        ratingRows = (1...10).map { value in
            TableRow(
                name: String(value),
                values: [
                    Self.titles(ratings[value]?.count ?? 0),
                    ratings[value]?.tmdbAverage.map { Self.score($0, locale: locale) } ?? "—",
                ])
        }
        let compared = statistics.ratings.compactMap { rating in
            rating.tmdbAverage.map { String(format: tr("%ld: %@"), rating.value, Self.score($0, locale: locale)) }
        }
        ratingComparisonSummary =
            compared.isEmpty
            ? tr("TMDb has no score for the titles you rated")
            : String(
                // Translators: what the ratings comparison chart says to screen readers; the list is "8: 7.4, 10: 8.1".
                format: tr("TMDb's average score of the titles you rated each value: %@"),
                DisplayFormat.list(compared))
        if statistics.moviePlays + statistics.episodePlays == 0 {
            emptyTitle = year.map { String(format: tr("No Plays in %ld"), $0) } ?? tr("No Plays Yet")
            emptyDescription = tr("Statistics appear once you mark movies or episodes as watched.")
        } else {
            emptyTitle = nil
            emptyDescription = nil
        }
    }

    /// "3 days 4 hours", "5 hours 20 minutes", "45 minutes", "0 minutes".
    public static func timeWatched(minutes: Int) -> String {
        let days = minutes / (24 * 60)
        let hours = minutes / 60 % 24
        let rest = minutes % 60
        let dayText = String(format: ntr("%ld day", "%ld days", days), days)
        let hourText = String(format: ntr("%ld hour", "%ld hours", hours), hours)
        let minuteText = String(format: ntr("%ld minute", "%ld minutes", rest), rest)
        if days > 0 { return hours > 0 ? String(format: tr("%@ %@"), dayText, hourText) : dayText }
        if hours > 0 { return rest > 0 ? String(format: tr("%@ %@"), hourText, minuteText) : hourText }
        return minuteText
    }

    /// "Computing… 120 of 340 titles", while the titles' details are read.
    public static func progressText(_ progress: StatisticsProgress) -> String {
        String(
            // Translators: while the statistics page reads its titles' details ("Computing… 120 of 340 titles").
            format: ntr("Computing… %ld of %ld title", "Computing… %ld of %ld titles", progress.total), progress.done,
            progress.total)
    }

    /// `count` grouped as `locale` groups numbers: "12,345" in English, "12.345" in German.
    public static func count(_ count: Int, locale: Locale = .current) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        return formatter.string(from: NSNumber(value: count)) ?? String(count)
    }

    /// A TMDb score with one decimal in `locale`: "7.4", "7,4" in German.
    static func score(_ score: Double, locale: Locale) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 1
        let rounded = (score * 10).rounded() / 10
        return formatter.string(from: NSNumber(value: rounded)) ?? String(format: "%.1f", rounded)
    }

    /// "12 plays".
    static func plays(_ count: Int) -> String {
        String(format: ntr("%ld play", "%ld plays", count), count)
    }

    /// "4 titles".
    static func titles(_ count: Int) -> String {
        String(format: ntr("%ld title", "%ld titles", count), count)
    }

    /// "5 days".
    static func days(_ count: Int) -> String {
        String(format: ntr("%ld day", "%ld days", count), count)
    }

    private static func people(_ people: [Statistics.PersonCount], _ role: StatisticsPerson.Role) -> [TableRow] {
        people.filter { $0.person.role == role }.prefix(topCount)
            .map { TableRow(name: $0.person.name, values: [titles($0.titles)]) }
    }
}
