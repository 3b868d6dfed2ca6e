import Features
import GtkKit

/// The badges over a poster's top end corner: the Watchlist's star for "on your watchlist", a check mark for
/// "watched", each on a dark round backing, with a tooltip. Screen readers hear them in the card's name
/// (``CardContent/accessibleLabel``, set on the list item around the card), so the icons themselves are
/// hidden from them. Following the library's marks, they change in place as the library does (the list's
/// items, and keyboard focus on them, stay).
@MainActor
final class PosterBadgeView {
    /// The widget to lay over the poster.
    let widget = Box(.horizontal, spacing: 4)
    private let watchlist = PosterBadgeView.badge(
        icon: AppPage.watchlist.iconName,
        tooltip: PosterBadges.onWatchlistText)
    private let watched = PosterBadgeView.badge(icon: "object-select-symbolic", tooltip: PosterBadges.watchedText)
    /// The card; the list item around it takes the card's accessible name.
    private let card: Widget
    private var content: CardContent?
    private var marks: LibraryMarksSource?
    private var observation: LibraryMarksSource.Observation?

    /// Badges for the poster of `card`.
    init(card: Widget) {
        self.card = card
        widget.setAccessibleHidden(true)
        widget.halign = .end
        widget.valign = .start
        widget.setMargins(top: 6, end: 6)
        widget.append(watchlist)
        widget.append(watched)
        refresh()
    }

    /// From now on, the badges follow `marks` (the library) rather than the content's own.
    func follow(_ marks: LibraryMarksSource) {
        self.marks = marks
        observation = marks.observe { [weak self] _ in self?.refresh() }
        refresh()
    }

    /// Shows the badges of `content` and names the list item around the card after it.
    func show(_ content: CardContent) {
        self.content = content
        refresh()
    }

    private func refresh() {
        let shown = marks.flatMap { marks in content.map { $0.marked(by: marks.current) } } ?? content
        let badges = shown?.badges ?? .none
        watchlist.isVisible = badges.isOnWatchlist
        watched.isVisible = badges.isWatched
        widget.isVisible = badges != .none
        if let shown { card.parent?.setAccessibleLabel(shown.accessibleLabel) }
    }

    private static func badge(icon: String, tooltip: String) -> Widget {
        let image = Image(iconName: icon, pixelSize: 12)
        image.addCSSClass("popcorn-poster-badge")
        // Hidden until refresh() shows it; the tooltip given only when GTK asks for it (a tooltip set as text
        // costs a round trip to the X server per badge as a grid's cards are made).
        image.isVisible = false
        image.setQueriedTooltip(tooltip)
        image.setAccessibleHidden(true)
        return image
    }
}
