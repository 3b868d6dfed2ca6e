import Features
import GtkKit

/// One episode of a season: a 16:9 still (about 107 × 60), "N. Title" in bold (not a heading: rows are list
/// items, only the page and its sections have headings), the overview in dim
/// text limited to three lines, and a check box marking it watched ("Watched: Episode N, Title"; a click or
/// Space toggles it). The row around it is labelled "Episode N: Title".
@MainActor
public final class EpisodeRow {
    /// The row content.
    public let widget = Box(.horizontal, spacing: 12)
    private let still: RemoteImage
    private let title = Label("", styles: ["heading"])
    private let overview = Label("", styles: ["dim-label"])
    private let watched = CheckButton()

    /// A row showing `episode`; `onWatchedToggled` runs with the check box's new state when the user toggles it.
    public init(
        _ episode: TVSeasonDetailsDisplay.EpisodeRow, images: ImageSource?,
        onWatchedToggled: @escaping @MainActor (Bool) -> Void
    ) {
        still = RemoteImage(
            shape: .fixed(width: 107, height: 60), source: images,
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
        watched.valign = .center
        watched.setAccessibleLabel(TrackingDisplay.episodeCheckLabel(number: episode.id, name: episode.name))
        watched.onUserToggled(onWatchedToggled)
        widget.append(still.widget)
        widget.append(text)
        widget.append(watched)
        still.show(episode.stillURL)
        showWatched(false)
    }

    /// Checks the check box when the episode is watched.
    public func showWatched(_ isWatched: Bool) {
        watched.isActive = isWatched
        watched.tooltip = TrackingDisplay.episodeCheckTooltip(isWatched: isWatched)
    }
}
