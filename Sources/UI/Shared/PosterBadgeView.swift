import Features
import GtkKit

/// The badges over a poster's top end corner: the Watchlist's star for "on your watchlist", a check mark for
/// "watched", each on a dark round backing, with a tooltip. Screen readers hear them in the card's name
/// (``CardContent/accessibleLabel``, set on the list item around the card), so the icons themselves are
/// hidden from them. Following the library's marks, they change in place as the library does (the list's
/// items, and keyboard focus on them, stay). The badges' widgets are made the first time the poster has one.
@MainActor
final class PosterBadgeView {
    /// The row of badges over the poster's corner and its two icons.
    private struct Badges {
        let row: Box
        let watchlist: Widget
        let watched: Widget
    }

    /// What the badges are laid over.
    private let poster: Overlay
    private var badges: Badges?
    /// The card; the list item around it takes the card's accessible name.
    private let card: Widget
    private var content: CardContent?
    private var marks: LibraryMarksSource?
    private var observation: LibraryMarksSource.Observation?

    /// Badges over `poster`, the poster of `card`.
    init(over poster: Overlay, card: Widget) {
        self.poster = poster
        self.card = card
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
        let marked = shown?.badges ?? .none
        if marked != .none || badges != nil {
            let badges = self.badges ?? makeBadges()
            badges.watchlist.isVisible = marked.isOnWatchlist
            badges.watched.isVisible = marked.isWatched
            badges.row.isVisible = marked != .none
        }
        if let shown { card.parent?.setAccessibleLabel(shown.accessibleLabel) }
    }

    private func makeBadges() -> Badges {
        let row = Box(.horizontal, spacing: 4)
        row.setAccessibleHidden(true)
        row.halign = .end
        row.valign = .start
        row.setMargins(top: 6, end: 6)
        let made = Badges(
            row: row,
            watchlist: Self.badge(icon: AppPage.watchlist.iconName, tooltip: PosterBadges.onWatchlistText),
            watched: Self.badge(icon: "object-select-symbolic", tooltip: PosterBadges.watchedText))
        row.append(made.watchlist)
        row.append(made.watched)
        poster.addOverlay(row)
        badges = made
        return made
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
