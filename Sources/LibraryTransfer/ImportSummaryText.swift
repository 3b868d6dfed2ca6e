import Catalog
import Localization

/// How an import's summary reads: "Imported — plays: 2, ratings: 1, watchlist entries: 2; duplicates skipped: 0."
public enum ImportSummaryText {
    public static func line(_ summary: MergeSummary) -> String {
        String(
            // Translators: the summary of an import: numbers of plays, ratings and watchlist entries added, then
            // of entries the library had already.
            format: tr("Imported — plays: %ld, ratings: %ld, watchlist entries: %ld; duplicates skipped: %ld."),
            summary.plays.added, summary.ratings.added, summary.watchlist.added, summary.duplicates)
    }
}
