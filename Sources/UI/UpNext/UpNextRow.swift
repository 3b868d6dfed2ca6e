import Features
import GtkKit

/// One Up Next row: the episode's still, the series name, "S2 · E3 · Name", the air date (or "Next episode
/// airs Friday, 14 March" for one that has not aired), the series' progress ("4 of 10 episodes" over a level
/// bar), and a "Mark as Watched" button (only for an aired episode). An episode hidden from spoilers is
/// named "Episode N", its still blurred.
@MainActor
final class UpNextRow: KeyedRow {
    var widget: Widget { box }
    private let box = Box(.horizontal, spacing: 12)
    private let still: RemoteImage
    private let stillBlur: BlurBin
    private let series = Label("", styles: ["heading"])
    private let episode = Label("")
    private let airDate = Label("", styles: ["dim-label", "caption"])
    private let progress = SeriesProgress()
    private let markWatched = Button(iconName: "object-select-symbolic", accessibleLabel: TrackingDisplay.markWatched)
    private var item: UpNextItem?

    /// A row whose button runs `onMarkWatched` with the item it shows.
    init(images: ImageSource?, onMarkWatched: @escaping @MainActor (UpNextItem) -> Void) {
        still = RemoteImage(
            shape: .fixed(width: 112, height: 63), source: images,
            placeholderIcon: "video-x-generic-symbolic")
        stillBlur = BlurBin(child: still.widget)
        stillBlur.valign = .center
        box.setMargins(top: 8, bottom: 8, start: 8, end: 8)
        for label in [series, episode, airDate] {
            label.wraps = true
            label.lines = 2
            label.ellipsizes = true
        }
        let text = PageLayout.rowText([series, episode, airDate])
        progress.widget.setMargins(top: 4)
        text.append(progress.widget)
        markWatched.valign = .center
        markWatched.addCSSClass("circular")
        markWatched.onClicked { [weak self] in
            guard let item = self?.item else { return }
            onMarkWatched(item)
        }
        box.append(stillBlur)
        box.append(text)
        box.append(markWatched)
    }

    func show(_ item: UpNextItem) {
        self.item = item
        still.show(item.stillURL)
        stillBlur.blurRadius = item.spoilerHidden ? SpoilerStyle.stillBlurRadius : 0
        series.text = item.seriesName
        episode.text = item.episodeTitle
        airDate.text = item.airDateText ?? ""
        airDate.isVisible = item.airDateText != nil
        markWatched.isVisible = item.hasAired
        progress.show(TrackingDisplay.Progress(item.progress))
        markWatched.setAccessibleLabel(item.markWatchedLabel)
    }
}
