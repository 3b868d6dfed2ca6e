import Features
import GtkKit

/// One episode of a season: a 16:9 still (about 107 × 60), "N. Title" as a heading, and the overview in
/// dim text limited to three lines. The row around it is labelled "Episode N: Title".
@MainActor
public final class EpisodeRow {
    /// The row content.
    public let widget = Box(.horizontal, spacing: 12)
    private let still: RemoteImage
    private let title = Label(heading: "", level: 3, styles: ["heading"])
    private let overview = Label("", styles: ["dim-label"])

    /// A row showing `episode`.
    public init(_ episode: TVSeasonDetailsDisplay.EpisodeRow, images: ImageSource?) {
        still = RemoteImage(shape: .fixed(width: 107, height: 60), source: images,
                            placeholderIcon: "video-x-generic-symbolic")
        still.widget.valign = .start
        widget.setMargins(top: 8, bottom: 8, start: 8, end: 8)
        widget.addCSSClass("popcorn-episode-row")
        let text = Box(.vertical, spacing: 4)
        text.hexpand = true
        title.text = episode.title
        title.xalign = 0
        title.wraps = true
        overview.text = episode.overview ?? ""
        overview.isVisible = episode.overview != nil
        overview.xalign = 0
        overview.wraps = true
        overview.lines = 3
        overview.ellipsizes = true
        text.append(title)
        text.append(overview)
        widget.append(still.widget)
        widget.append(text)
        still.show(episode.stillURL)
    }
}
