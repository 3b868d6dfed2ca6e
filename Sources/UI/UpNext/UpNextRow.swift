import Features
import GtkKit

/// One Up Next row: the episode's still, the series name, "S2 · E3 · Name", the air date and progress.
@MainActor
final class UpNextRow: WidgetProviding {
    let widget: Widget
    private let box = Box(.horizontal, spacing: 12)
    private let still: RemoteImage
    private let series = Label("", styles: ["heading"])
    private let episode = Label("")
    private let detail = Label("", styles: ["dim-label", "caption"])

    init(images: ImageSource?) {
        still = RemoteImage(shape: .fixed(width: 128, height: 72), source: images,
                            placeholderIcon: "video-x-generic-symbolic")
        box.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        let text = Box(.vertical, spacing: 4)
        text.valign = .center
        text.hexpand = true
        for label in [series, episode, detail] {
            label.xalign = 0
            label.ellipsizes = true
            text.append(label)
        }
        box.append(still.widget)
        box.append(text)
        widget = box
    }

    func show(_ item: UpNextItem) {
        still.show(item.stillURL)
        series.text = item.seriesName
        episode.text = item.episodeLabel + " · " + item.episode.name
        detail.text = [item.airDateText, item.progressText].compactMap { $0 }.joined(separator: " · ")
    }

    func clear() {
        still.clear()
    }
}
