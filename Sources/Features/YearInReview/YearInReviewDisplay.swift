import Catalog
import Foundation
import Localization

/// What the Year in Review shows, as translated text (no GTK): the headline figures, the most-watched
/// series, the top-rated movies, the busiest month and the mosaic's posters, the same on the page and in
/// its exported image.
public struct YearInReviewDisplay: Equatable, Sendable {
    /// A listed title: its name and what it counts ("12 episodes", "9/10").
    public struct Row: Equatable, Sendable {
        public let name: String
        public let value: String
    }

    /// A poster of the mosaic: its URL at card size and the title's name.
    public struct Poster: Equatable, Sendable {
        public let url: String
        public let name: String
    }

    /// "2017".
    public let yearTitle: String
    /// Time watched, movies, episodes, days watched, longest streak.
    public let figures: [StatisticsPageDisplay.Figure]
    /// The five most-watched series, by episode plays.
    public let seriesRows: [Row]
    /// The top-rated movies watched in the year.
    public let movieRows: [Row]
    /// "March 2017", nil without plays.
    public let busiestMonth: String?
    /// "12 plays" in the busiest month, nil without plays.
    public let busiestMonthPlays: String?
    public let posters: [Poster]
    /// What is missing when details could not be read (offline), else nil.
    public let missingNote: String?
    /// The empty state's title and description when nothing was played in the year, else nil.
    public let emptyTitle: String?
    public let emptyDescription: String?

    public init(_ review: YearInReview) {
        yearTitle = String(review.year)
        figures = [
            .init(
                value: StatisticsPageDisplay.timeWatched(minutes: review.minutesWatched), caption: tr("Time Watched")),
            .init(
                value: String(review.moviesWatched),
                caption: ntr("Movie Watched", "Movies Watched", review.moviesWatched)),
            .init(
                value: String(review.episodesWatched),
                caption: ntr("Episode Watched", "Episodes Watched", review.episodesWatched)),
            .init(
                value: String(review.daysWatched),
                caption: ntr("Day with a Play", "Days with a Play", review.daysWatched)),
            .init(value: StatisticsPageDisplay.days(review.longestStreakDays), caption: tr("Longest Streak")),
        ]
        seriesRows = review.series.map { series in
            Row(
                name: series.name ?? String(format: tr("Series %ld"), series.id),
                value: String(format: ntr("%ld episode", "%ld episodes", series.episodePlays), series.episodePlays))
        }
        movieRows = review.movies.map { movie in
            Row(
                name: movie.title ?? String(format: tr("Movie %ld"), movie.id),
                // Translators: a rating out of ten ("9/10").
                value: String(format: tr("%ld/10"), movie.rating))
        }
        busiestMonth = review.busiestMonth.map { month in
            DisplayFormat.date(CalendarDate(year: month.year, month: month.month, day: 1), template: "MMMMyyyy")
        }
        busiestMonthPlays = review.busiestMonth.map { StatisticsPageDisplay.plays($0.plays) }
        posters = review.posters.map { Poster(url: $0.image.card, name: $0.name) }
        let missing = review.missingDetails.count
        missingNote =
            missing == 0
            ? nil
            : String(
                format: ntr(
                    "The details of %ld title could not be loaded: it may be missing here.",
                    "The details of %ld titles could not be loaded: they may be missing here.", missing),
                missing)
        if review.plays == 0 {
            emptyTitle = String(format: tr("No Plays in %ld"), review.year)
            emptyDescription = tr(
                "The Year in Review appears once you mark movies or episodes as watched in that year.")
        } else {
            emptyTitle = nil
            emptyDescription = nil
        }
    }
}
