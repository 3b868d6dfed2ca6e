import Features
import GtkKit
import Localization

/// A year's statistics as a shareable portrait image (1080 × 1920, the size people share): the period in
/// large type, the headline figures, plays per month as bars, the top genres and cast. Fixed colours (white
/// on the accent blue) whatever the app's style, since the image leaves the app.
@MainActor
enum StatisticsReviewImage {
    static let width = 1080
    static let height = 1920

    private static let background = CanvasColor(red: 0.11, green: 0.36, blue: 0.72)
    private static let ink = CanvasColor(red: 1, green: 1, blue: 1)

    /// Writes the review of `display` to `path` as a PNG.
    static func write(_ display: StatisticsPageDisplay, to path: String) throws(CanvasImage.Failure) {
        try CanvasImage.writePNG(width: width, height: height, to: path) { snapshot, width, height in
            draw(display, snapshot, width: width, height: height)
        }
    }

    private static func draw(
        _ display: StatisticsPageDisplay, _ snapshot: CanvasSnapshot, width: Double,
        height: Double
    ) {
        snapshot.fill(x: 0, y: 0, width: width, height: height, color: background)
        let margin = 96.0
        var y = 120.0
        y = line(snapshot, tr("Year in Review"), at: y, x: margin, scale: 3, color: ink.faded(0.8))
        y = line(snapshot, display.periodTitle, at: y, x: margin, scale: 8, color: ink) + 40
        for figure in display.figures {
            let valueBottom = line(snapshot, figure.value, at: y, x: margin, scale: 4.5, color: ink)
            y = line(snapshot, figure.caption, at: valueBottom - 4, x: margin, scale: 2.2, color: ink.faded(0.75)) + 24
        }
        y += 16
        y = line(snapshot, tr("Plays per Month"), at: y, x: margin, scale: 2.6, color: ink) + 16
        let chartHeight = 260.0
        let most = max(display.monthPlays.max() ?? 0, 1)
        let slot = (width - 2 * margin) / Double(max(display.monthPlays.count, 1))
        for (index, plays) in display.monthPlays.enumerated() {
            let barHeight = max(4, chartHeight * plays / most)
            snapshot.fill(
                x: margin + Double(index) * slot + slot * 0.15, y: y + chartHeight - barHeight,
                width: slot * 0.7, height: barHeight, color: ink.faded(plays > 0 ? 0.95 : 0.3),
                cornerRadius: 6)
        }
        y += chartHeight + 48
        let genres = display.genreRows.prefix(3).map(\.name).joined(separator: " · ")
        if !genres.isEmpty {
            y = line(snapshot, tr("Top Genres"), at: y, x: margin, scale: 2.2, color: ink.faded(0.75))
            y = line(snapshot, genres, at: y, x: margin, scale: 3, color: ink) + 32
        }
        let cast = display.castRows.prefix(3).map(\.name).joined(separator: " · ")
        if !cast.isEmpty {
            y = line(snapshot, tr("Top Cast"), at: y, x: margin, scale: 2.2, color: ink.faded(0.75))
            _ = line(snapshot, cast, at: y, x: margin, scale: 3, color: ink)
        }
        _ = line(snapshot, "Popcorn", at: height - 140, x: margin, scale: 2.4, color: ink.faded(0.7))
    }

    /// Draws `text` `scale` times the default size with its top at `y`; returns its bottom.
    private static func line(
        _ snapshot: CanvasSnapshot, _ text: String, at y: Double, x: Double, scale: Double,
        color: CanvasColor
    ) -> Double {
        snapshot.text(text, x: x, y: y, color: color, scale: scale)
        return y + snapshot.measure(text, scale: scale).height
    }
}
