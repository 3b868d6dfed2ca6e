import Features
import GtkKit

/// One episode of a season: a 16:9 still (about 107 × 60), "N. Title" in bold (not a heading: rows are list
/// items, only the page and its sections have headings), the overview in dim
/// text limited to three lines, and a check box marking it watched ("Watched: Episode N, Title"; a click or
/// Space toggles it). The row around it is labelled "Episode N: Title". An episode hidden from spoilers
/// shows "Episode N", "Overview hidden — not watched yet" with a Reveal button and its still blurred; its
/// name and overview are not in the row at all until revealed.
@MainActor
public final class EpisodeRow {
    /// The row content.
    public let widget = Box(.horizontal, spacing: 12)
    private let still: RemoteImage
    private let stillBlur: BlurBin
    private let title = Label("", styles: ["heading"])
    private let overview = Label("", styles: ["dim-label"])
    private let spoilerNotice = Label(SpoilerText.overviewHidden, styles: ["dim-label"])
    private let reveal = Button(label: SpoilerText.reveal)
    // Under each other: beside each other they widened the page past 360 px.
    private let spoilerBar = Box(.vertical, spacing: 4)
    private let watched = CheckButton()

    /// A row showing `episode`; `onWatchedToggled` runs with the check box's new state when the user toggles
    /// it, `onReveal` when the user reveals the hidden episode.
    public init(
        _ episode: TVSeasonDetailsDisplay.EpisodeRow, images: ImageSource?,
        onWatchedToggled: @escaping @MainActor (Bool) -> Void,
        onReveal: @escaping @MainActor () -> Void = {}
    ) {
        still = RemoteImage(
            shape: .fixed(width: 107, height: 60), source: images,
            placeholderIcon: "video-x-generic-symbolic")
        stillBlur = BlurBin(child: still.widget)
        stillBlur.valign = .start
        widget.setMargins(top: 8, bottom: 8, start: 8, end: 8)
        widget.addCSSClass("popcorn-episode-row")
        let text = Box(.vertical, spacing: 4)
        text.hexpand = true
        title.xalign = 0
        title.wraps = true
        overview.xalign = 0
        overview.wraps = true
        overview.lines = 3
        overview.ellipsizes = true
        spoilerNotice.xalign = 0
        spoilerNotice.wraps = true
        reveal.halign = .start
        reveal.onClicked(onReveal)
        spoilerBar.append(spoilerNotice)
        spoilerBar.append(reveal)
        text.append(title)
        text.append(overview)
        text.append(spoilerBar)
        watched.valign = .center
        watched.onUserToggled(onWatchedToggled)
        widget.append(stillBlur)
        widget.append(text)
        widget.append(watched)
        show(episode)
        showWatched(false)
    }

    /// Shows `episode` (the same episode number, e.g. once revealed or hidden again).
    public func show(_ episode: TVSeasonDetailsDisplay.EpisodeRow) {
        title.text = episode.title
        overview.text = episode.overview ?? ""
        overview.isVisible = episode.overview != nil
        spoilerBar.isVisible = episode.spoilerHidden
        reveal.setAccessibleLabel(SpoilerText.revealLabel(episode: episode.id))
        stillBlur.blurRadius = episode.spoilerHidden ? SpoilerStyle.stillBlurRadius : 0
        watched.setAccessibleLabel(
            episode.spoilerHidden
                ? SpoilerText.hiddenCheckLabel(episode: episode.id)
                : TrackingDisplay.episodeCheckLabel(number: episode.id, name: episode.name))
        still.show(episode.stillURL)
    }

    /// Checks the check box when the episode is watched.
    public func showWatched(_ isWatched: Bool) {
        watched.isActive = isWatched
        watched.tooltip = TrackingDisplay.episodeCheckTooltip(isWatched: isWatched)
    }
}
