import Features
import GtkKit
import Localization

/// "Browse by Genre" on Search's empty state: a card per movie genre and per TV genre, each opening
/// Discover for it. All the cards are one Tab stop, like a poster row: the arrow keys move between them,
/// from the movie genres on to the TV genres and back.
@MainActor
final class GenreBrowser {
    let widget = Box(.vertical, spacing: 12)

    init(open: @escaping @MainActor (Route) -> Void) {
        widget.append(PageLayout.sectionHeading(tr("Browse by Genre")))
        var groups: [FlowBox] = []
        for (title, cards) in [(tr("Movies"), DiscoverGenres.movies), (tr("TV Series"), DiscoverGenres.tvSeries)] {
            let heading = Label(heading: title, level: 3, styles: ["heading"])
            heading.xalign = 0
            widget.append(heading)
            let flow = FlowBox(spacing: 6, maximumPerLine: 4)
            flow.setAccessibleLabel(title)
            for card in cards {
                let label = Label(card.name)
                label.ellipsizes = true
                label.setMargins(top: 12, bottom: 12, start: 12, end: 12)
                let tile = Box(.vertical)
                tile.addCSSClass("card")
                tile.append(label)
                flow.append(tile).setAccessibleLabel(card.name)
            }
            flow.onChildActivated { index in open(cards[index].route) }
            widget.append(flow)
            groups.last?.continueArrowKeys(into: flow)
            groups.append(flow)
        }
        TabPastList.install(on: widget)
    }
}
