import Catalog
import Foundation
import Localization

extension DisplayFormat {
    /// TMDb's user score in `locale`'s numbers: "7.8 · 12,345 votes" ("7,8 · 12.345 Stimmen" in German);
    /// nil when unknown or when nobody voted (an average of no votes means nothing).
    public static func score(_ score: VoteScore?, locale: Locale = .current) -> String? {
        guard let score, score.count > 0 else { return nil }
        let average = NumberFormatter()
        average.locale = locale
        average.numberStyle = .decimal
        average.minimumFractionDigits = 1
        average.maximumFractionDigits = 1
        let count = NumberFormatter()
        count.locale = locale
        count.numberStyle = .decimal
        count.maximumFractionDigits = 0
        // Rounded here: swift-corelibs-foundation's formatter does not honour maximumFractionDigits.
        let rounded = (score.average * 10).rounded() / 10
        let averageText = average.string(from: NSNumber(value: rounded)) ?? String(rounded)
        let countText = count.string(from: NSNumber(value: score.count)) ?? String(score.count)
        // Translators: TMDb's user score of a title: the average vote out of 10 and how many voted
        // ("7.8 · 12,345 votes"); both numbers are already in the user's format.
        return String(format: ntr("%@ · %@ vote", "%@ · %@ votes", score.count), averageText, countText)
    }

    /// The tooltip of the score.
    public static var scoreTooltip: String { tr("The average score out of 10 given by TMDb’s users") }
}
