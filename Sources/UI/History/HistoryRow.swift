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

    /// A row for plays like `row` (its kind sets the image's shape) whose button runs `onRemove` with the play it shows.
    init(_ row: HistoryDisplay.Row, images: ImageSource?, onRemove: @escaping @MainActor (HistoryDisplay.Row) -> Void) {
        self.row = row
        let shape: RemoteImage.Shape = row.isEpisode ? .fixed(width: 80, height: 45) : .fixed(width: 40, height: 60)
        image = RemoteImage(shape: shape, source: images, placeholderIcon: "video-x-generic-symbolic")
        image.widget.valign = .center
        image.widget.halign = .center
        // Stills and posters share one column, so the titles line up.
        let imageColumn = Box()
        imageColumn.setSizeRequest(width: 80)
        imageColumn.append(image.widget)
        box.setMargins(top: 8, bottom: 8, start: 8, end: 8)
        title.wraps = true
        title.lines = 2
        title.ellipsizes = true
        watchedAt.wraps = true
        let text = PageLayout.rowText([title, watchedAt])
        remove.valign = .center
        remove.addCSSClass("flat")
        remove.onClicked { [weak self] in
            guard let self else { return }
            onRemove(self.row)
        }
        box.append(imageColumn)
        box.append(text)
        box.append(remove)
    }

    func show(_ row: HistoryDisplay.Row) {
        self.row = row
        image.show(row.imageURL)
        title.text = row.title
        watchedAt.text = row.watchedAt
        remove.setAccessibleLabel(row.removeLabel)
    }
}
