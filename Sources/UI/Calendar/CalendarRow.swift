import Features
import GtkKit

/// One episode on the calendar: its still, the series name, "S2 · E3 · Name", and a check mark with
/// "Watched" once it was watched; dimmed when it aired on a day before today. An episode hidden from spoilers
/// shows "Episode N" for its name and its still blurred.
@MainActor
final class CalendarRow: KeyedRow {
    var widget: Widget { box }
    private let box = Box(.horizontal, spacing: 12)
    private let still: RemoteImage
    private let stillBlur: BlurBin
    private let series = Label("", styles: ["heading"])
    private let episode = Label("")
    private let watched = Box(.horizontal, spacing: 6)

    /// An empty row loading its still through `images`.
    init(images: ImageSource?) {
        still = RemoteImage(
            shape: .fixed(width: 112, height: 63), source: images,
            placeholderIcon: "video-x-generic-symbolic")
        stillBlur = BlurBin(child: still.widget)
        stillBlur.valign = .center
        box.setMargins(top: 8, bottom: 8, start: 8, end: 8)
        for label in [series, episode] {
            label.wraps = true
            label.lines = 2
            label.ellipsizes = true
        }
        watched.append(Image(iconName: "object-select-symbolic"))
        watched.append(Label(CalendarDisplay.watchedLabel, styles: ["caption"]))
        watched.addCSSClass("success")
        let text = PageLayout.rowText([series, episode])
        text.append(watched)
        box.append(stillBlur)
        box.append(text)
    }

    func show(_ row: CalendarDisplay.Row) {
        still.show(row.stillURL)
        stillBlur.blurRadius = row.spoilerHidden ? SpoilerStyle.stillBlurRadius : 0
        series.text = row.seriesName
        episode.text = row.episodeTitle
        watched.isVisible = row.isWatched
        if row.hasAired { box.addCSSClass("dim-label") } else { box.removeCSSClass("dim-label") }
    }
}
