import Catalog
import Foundation
import Localization

/// How a page's tracking controls look: the "Mark as Watched" toggle and its summary (movies and episodes),
/// the series progress, and the rating button.
public struct TrackingDisplay: Equatable, Sendable {
    /// How much of a series was watched.
    public struct Progress: Equatable, Sendable {
        /// "4 of 10 episodes", or "No episodes have aired yet".
        public let text: String
        /// What screen readers say for the progress bar: "Watched 4 of 10 episodes".
        public let accessibleLabel: String
        /// 0…1.
        public let fraction: Double

        public init(_ progress: TrackingProgress) {
            text = progress.aired == 0 ? tr("No episodes have aired yet") : DisplayFormat.progress(progress)
            // Translators: what screen readers say for a series' progress bar ("Watched 4 of 10 episodes").
            accessibleLabel = String(format: tr("Watched %@"), DisplayFormat.progress(progress))
            fraction = progress.fraction
        }
    }

    /// Whether the title has a play (the toggle is pressed).
    public let isWatched: Bool
    /// The toggle's text: "Mark as Watched", or "Watched".
    public let watchedLabel: String
    /// What clicking the toggle does: "Mark as Watched", "Mark as Unwatched" (one play) or "Remove Latest
    /// Play" (rewatched).
    public let watchedTooltip: String
    /// "Watched on 23 November 2026", "Watched 2 times · last on 23 November 2026"; nil when not watched.
    public let watchedSummary: String?
    /// The rating, 1–10, or nil.
    public let rating: Int?
    /// The rating button's text: "★ 8/10", or "Rate".
    public let ratingLabel: String
    /// What screen readers say for the rating button: "Your Rating: 8 out of 10", or "Rate".
    public let ratingAccessibleLabel: String
    /// The rating button's tooltip.
    public let ratingTooltip: String
    /// The series' progress; nil hides it (not a series, or its episodes could not be loaded).
    public let progress: Progress?

    /// The controls for `status`, dates in `locale` and `timeZone`.
    public init(_ status: TrackingStatus, locale: Locale = .current, timeZone: TimeZone = .current) {
        isWatched = status.watchCount > 0
        watchedLabel = isWatched ? tr("Watched") : Self.markWatched
        watchedTooltip =
            switch status.watchCount {
            case 0: Self.markWatched
            case 1: tr("Mark as Unwatched")
            default: Self.removeLatestPlayTooltip
            }
        watchedSummary = status.lastWatchedAt.map { last in
            let date = Self.longDate(at: last, locale: locale, timeZone: timeZone)
            guard status.watchCount > 1 else {
                // Translators: under "Mark as Watched" when the title was watched once ("Watched on 23 November 2026").
                return String(format: tr("Watched on %@"), date)
            }
            return String(
                // Translators: under "Mark as Watched" for a title watched several times.
                format: ntr("Watched %ld time · last on %@", "Watched %ld times · last on %@", status.watchCount),
                status.watchCount, date)
        }
        rating = status.rating
        if let rating = status.rating {
            // Translators: the rating button when the title is rated ("★ 8/10").
            ratingLabel = String(format: tr("★ %ld/10"), rating)
            // Translators: what screen readers say for the rating button ("Your Rating: 8 out of 10").
            ratingAccessibleLabel = String(format: tr("Your Rating: %@"), Self.ratingValue(rating))
            ratingTooltip = tr("Change Your Rating")
        } else {
            ratingLabel = tr("Rate")
            ratingAccessibleLabel = ratingLabel
            ratingTooltip = tr("Rate This Title")
        }
        progress = status.progress.map(Progress.init)
    }

    /// "Mark as Watched".
    public static var markWatched: String { tr("Mark as Watched") }
    /// The menu button next to the toggle.
    public static var watchOptions: String { tr("Watch Options") }
    /// Menu item: another play (rewatch).
    public static var watchAgain: String { tr("Watch _Again") }
    /// Menu item: removes the latest play.
    public static var removeLatestPlay: String { tr("_Remove Latest Play") }
    private static var removeLatestPlayTooltip: String { tr("Remove Latest Play") }
    /// Rating menu item: removes the rating.
    public static var clearRating: String { tr("_Clear Rating") }
    /// The season page's button.
    public static var markSeasonWatched: String { tr("Mark Season as Watched") }
    /// Tooltip of "Mark Season as Watched".
    public static var markSeasonWatchedTooltip: String { tr("Mark every aired episode of this season as watched") }
    /// The season page menu's item marking every aired, unwatched episode of the season watched.
    public static var markSeasonWatchedMenuItem: String { tr("Mark Season _Watched") }
    /// The series page menu's item marking every aired, unwatched episode of the series watched (specials aside).
    public static var markSeriesWatchedMenuItem: String { tr("Mark Series _Watched") }

    /// A rating menu item, and the value screen readers say: "8 out of 10".
    public static func ratingValue(_ value: Int) -> String {
        // Translators: a rating on a scale of 10 ("8 out of 10").
        String(format: tr("%ld out of 10"), value)
    }

    /// The accessible label of an episode's check box on the season page: "Watched: Episode 3, Title".
    public static func episodeCheckLabel(number: Int, name: String) -> String {
        // Translators: what screen readers say for the check box of an episode row ("Watched: Episode 3, Pilot").
        String(format: tr("Watched: Episode %ld, %@"), number, name)
    }

    /// The tooltip of an episode's check box: what a click does.
    public static func episodeCheckTooltip(isWatched: Bool) -> String {
        isWatched ? tr("Mark as Unwatched") : markWatched
    }

    /// A play's day in `locale`'s long style: "23 November 2026".
    public static func longDate(at seconds: Double, locale: Locale = .current, timeZone: TimeZone = .current) -> String
    {
        format(seconds, date: .long, time: .none, locale: locale, timeZone: timeZone)
    }

    /// A play's day and time in `locale`'s style: "23 November 2026 at 20:15".
    public static func dateAndTime(at seconds: Double, locale: Locale = .current, timeZone: TimeZone = .current)
        -> String
    {
        format(seconds, date: .long, time: .short, locale: locale, timeZone: timeZone)
    }

    private static func format(
        _ seconds: Double, date: DateFormatter.Style, time: DateFormatter.Style,
        locale: Locale, timeZone: TimeZone
    ) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }
}
