import Catalog
import Localization

/// How an import's summary reads: "Imported — plays: 2, ratings: 1, watchlist entries: 2; duplicates skipped: 0.",
/// followed by "Lists: 1 new, list items: 3, statuses: 1, hidden titles: 0." when a backup brought any of those.
public enum ImportSummaryText {
    public static func line(_ summary: MergeSummary) -> String {
        let line = String(
            // Translators: the summary of an import: numbers of plays, ratings and watchlist entries added, then
            // of entries the library had already.
            format: tr("Imported — plays: %ld, ratings: %ld, watchlist entries: %ld; duplicates skipped: %ld."),
            summary.plays.added, summary.ratings.added, summary.watchlist.added, summary.duplicates)
        let listed = [summary.lists, summary.listItems, summary.statuses, summary.hidden]
        guard listed.contains(where: { $0.added > 0 }) else { return line }
        return line + " "
            + String(
                // Translators: what a backup added besides: lists made, titles added to lists, statuses set by the
                // user (On Hold, Dropped) and hidden titles.
                format: tr("Lists: %ld new, list items: %ld, statuses: %ld, hidden titles: %ld."),
                summary.lists.added, summary.listItems.added, summary.statuses.added, summary.hidden.added)
    }
}
