import Features
import GtkKit

/// One play in the history: the poster (movie, series) or still (episode), the title, when it was watched,
/// and a button removing the play.
@MainActor
final class HistoryRow: KeyedRow {
    var widget: Widget { box }
    private let box = Box(.horizontal, spacing: 12)
    private let image: RemoteImage
    private let title = Label("")
    private let watchedAt = Label("", styles: ["dim-label", "caption"])
    private let remove = Button(iconName: "user-trash-symbolic", accessibleLabel: HistoryDisplay.removeTooltip)
    private var row: HistoryDisplay.Row

    /// A row for `row` whose button runs `onRemove` with the play it shows.
    init(_ row: HistoryDisplay.Row, images: ImageSource?, onRemove: @escaping @MainActor (HistoryDisplay.Row) -> Void) {
        self.row = row
        let shape: RemoteImage.Shape = row.isEpisode ? .fixed(width: 96, height: 54) : .fixed(width: 48, height: 72)
        image = RemoteImage(shape: shape, source: images, placeholderIcon: "video-x-generic-symbolic")
        image.widget.valign = .center
        box.setMargins(top: 8, bottom: 8, start: 8, end: 8)
        let text = Box(.vertical, spacing: 4)
        text.valign = .center
        text.hexpand = true
        title.xalign = 0
        title.wraps = true
        title.lines = 2
        title.ellipsizes = true
        watchedAt.xalign = 0
        watchedAt.wraps = true
        text.append(title)
        text.append(watchedAt)
        remove.valign = .center
        remove.addCSSClass("flat")
        remove.tooltip = HistoryDisplay.removeTooltip
        remove.onClicked { [weak self] in
            guard let self else { return }
            onRemove(self.row)
        }
        box.append(image.widget)
        box.append(text)
        box.append(remove)
        show(row)
    }

    func show(_ row: HistoryDisplay.Row) {
        self.row = row
        image.show(row.imageURL)
        title.text = row.title
        watchedAt.text = row.watchedAt
        remove.setAccessibleLabel(row.removeLabel)
    }
}
