import AppEnvironment
import Features
import GtkKit
import Localization

/// The Year in Review as a shareable portrait image (1080 × 1920, the size people share), drawn with
/// GtkSnapshot and rendered off screen: the year, the headline figures, the most-watched series, the
/// top-rated movies, the busiest month and the poster mosaic (a placeholder for a poster not loaded). Fixed
/// colours (dark ink on a light background) whatever the app's style, since the image leaves the app.
@MainActor
public enum YearInReviewImage {
    /// Why the image could not be written: the file and the reason.
    public struct WriteError: Error, CustomStringConvertible {
        public let description: String
    }

    public static let width = 1080
    public static let height = 1920

    private static let background = CanvasColor(red: 0.98, green: 0.96, blue: 0.92)
    private static let ink = CanvasColor(red: 0.12, green: 0.12, blue: 0.14)
    private static let accent = CanvasColor(red: 0.11, green: 0.36, blue: 0.72)
    private static let margin = 80.0

    /// The posters of `display` from `images` (the image cache first), in order; nil for one that cannot be
    /// loaded (offline, or no image source).
    public static func posters(of display: YearInReviewDisplay, from images: ImageSource?) async -> [Texture?] {
        var textures: [Texture?] = []
        for poster in display.posters {
            textures.append(try? await images?.texture(for: poster.url))
        }
        return textures
    }

    /// Writes the review of `display` with `posters` (``posters(of:from:)``) to `path` as a PNG, whole or
    /// not at all.
    public static func write(_ display: YearInReviewDisplay, posters: [Texture?], to path: String) throws(WriteError) {
        let bytes: [UInt8]
        do {
            bytes = try CanvasImage.pngBytes(width: width, height: height) { snapshot, width, height in
                draw(display, posters: posters, snapshot, width: width, height: height)
            }
        } catch {
            throw WriteError(description: error.description)
        }
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw WriteError(description: error.description)
        }
    }

    private static func draw(
        _ display: YearInReviewDisplay, posters: [Texture?], _ snapshot: CanvasSnapshot, width: Double,
        height: Double
    ) {
        snapshot.fill(x: 0, y: 0, width: width, height: height, color: background)
        let text = ImageTextColumn(snapshot: snapshot, x: margin, width: width - 2 * margin)
        var y = 90.0
        y = text.line(tr("Year in Review"), at: y, scale: 2.6, color: accent)
        y = text.line(display.yearTitle, at: y, scale: 7, color: ink) + 24
        y = figures(display.figures, snapshot, at: y, width: width) + 12
        for (heading, rows) in [
            (tr("Most-Watched Series"), display.seriesRows), (tr("Top-Rated Movies"), display.movieRows),
        ]
        where !rows.isEmpty {
            y = text.line(heading, at: y, scale: 2.4, color: accent) + 6
            for (index, row) in rows.enumerated() {
                y = text.row("\(index + 1). \(row.name)", value: row.value, at: y, scale: 2.1, color: ink) + 4
            }
            y += 24
        }
        if let month = display.busiestMonth, let plays = display.busiestMonthPlays {
            y = text.line(tr("Busiest Month"), at: y, scale: 2.4, color: accent) + 6
            y = text.row(month, value: plays, at: y, scale: 2.1, color: ink) + 28
        }
        let footer = height - 90 - snapshot.measure("Popcorn", scale: 2.2).height
        mosaic(posters, count: display.posters.count, snapshot, top: y, bottom: footer - 24, width: width)
        _ = text.line("Popcorn", at: footer, scale: 2.2, color: ink.faded(0.6))
    }

    /// The headline figures, one a line: the value large, its caption after it; returns the bottom.
    private static func figures(
        _ figures: [StatisticsPageDisplay.Figure], _ snapshot: CanvasSnapshot, at top: Double, width: Double
    ) -> Double {
        let (valueScale, captionScale) = (3.4, 2.0)
        var y = top
        for figure in figures {
            let value = snapshot.measure(figure.value, scale: valueScale)
            snapshot.text(figure.value, x: margin, y: y, color: ink, scale: valueScale)
            let caption = ImageTextColumn(
                snapshot: snapshot, x: margin + value.width + 24, width: width - 2 * margin - value.width - 24)
            // The caption's baseline near the value's: its top lowered by most of the difference in height.
            let captionHeight = snapshot.measure(figure.caption, scale: captionScale).height
            _ = caption.line(
                figure.caption, at: y + (value.height - captionHeight) * 0.8, scale: captionScale,
                color: ink.faded(0.7))
            y += value.height + 6
        }
        return y
    }

    /// The posters in rows of six, as many rows as fit between `top` and `bottom`.
    private static func mosaic(
        _ posters: [Texture?], count: Int, _ snapshot: CanvasSnapshot, top: Double, bottom: Double, width: Double
    ) {
        let columns = 6
        let gap = 12.0
        let posterWidth = (width - 2 * margin - gap * Double(columns - 1)) / Double(columns)
        let posterHeight = posterWidth * 1.5
        let rows = min(Int((bottom - top + gap) / (posterHeight + gap)), (count + columns - 1) / columns)
        for index in 0..<min(count, max(rows, 0) * columns) {
            let x = margin + Double(index % columns) * (posterWidth + gap)
            let y = top + Double(index / columns) * (posterHeight + gap)
            if let poster = posters[index] {
                snapshot.texture(poster, x: x, y: y, width: posterWidth, height: posterHeight, cornerRadius: 8)
            } else {
                snapshot.fill(
                    x: x, y: y, width: posterWidth, height: posterHeight, color: ink.faded(0.12), cornerRadius: 8)
            }
        }
    }
}
