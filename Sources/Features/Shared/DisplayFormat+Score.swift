import Catalog
import Foundation
import Localization

extension DisplayFormat {
    /// TMDb's user score in `locale`'s numbers: "7.8 · 12,345 votes" ("7,8 · 12.345 Stimmen" in German);
    /// nil when unknown or when nobody voted (an average of no votes means nothing).
    public static func score(_ score: VoteScore?, locale: Locale = .current) -> String? {
        guard let score, score.count > 0 else { return nil }
        let averageText = decimal(score.average, fractionDigits: 1...1, locale: locale)
        let countText = decimal(Double(score.count), fractionDigits: 0...0, locale: locale)
        // Translators: TMDb's user score of a title: the average vote out of 10 and how many voted
        // ("7.8 · 12,345 votes"); both numbers are already in the user's format.
        return String(format: ntr("%@ · %@ vote", "%@ · %@ votes", score.count), averageText, countText)
    }

    /// `value` in `locale`'s numbers, rounded to `fractionDigits.upperBound` decimals and showing at least
    /// `fractionDigits.lowerBound`: "7.8" ("7,8" in German and French), "12,345" ("12.345" in German).
    public static func decimal(_ value: Double, fractionDigits: ClosedRange<Int>, locale: Locale = .current) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = fractionDigits.lowerBound
        formatter.maximumFractionDigits = fractionDigits.upperBound
        // Rounded here: swift-corelibs-foundation's formatter does not honour maximumFractionDigits.
        let scale = pow(10, Double(fractionDigits.upperBound))
        let rounded = (value * scale).rounded() / scale
        return formatter.string(from: NSNumber(value: rounded)) ?? String(rounded)
    }

    /// The tooltip of the score.
    public static var scoreTooltip: String { tr("The average score out of 10 given by TMDb’s users") }
}
