import GtkKit

/// A card of a carousel or grid: a 2:3 poster (or a round photo in a square slot for people) with the title
/// under it and an optional dim second line, centred in its grid cell; badges over the poster's corner say
/// it is on the watchlist or watched. The card itself is not focusable: the list item around it is, and
/// carries the card's accessible label.
@MainActor
public final class PosterCard: WidgetProviding {
    /// Poster size in points.
    public static let posterWidth = 130
    public static let posterHeight = 195
    /// The most columns of a poster grid (a wide window).
    static let maximumGridColumns = 12
    /// A grid cell's padding around its poster (`gridview.popcorn-grid > child` in ``UIStyle``).
    static let gridCellPadding = 6

    /// How many columns a poster grid `width` points wide shows: GtkGridView fits as many columns as their
    /// narrowest width allows (2 to 12).
    static func gridColumns(fitting width: Int) -> Int {
        min(max(width / (posterWidth + 2 * gridCellPadding), 2), maximumGridColumns)
    }
    /// Room under the image for a two-line title and the second line, so every card has the same height.
    private static let textHeight = 80

    /// How many rows of a poster grid `height` points high shows, partly shown ones included (at least 1).
    static func gridRows(fitting height: Int) -> Int {
        let rowHeight = posterHeight + textHeight + 2 * gridCellPadding
        return max((height + rowHeight - 1) / rowHeight, 1)
    }

    public let widget: Widget
    private let box = Box(.vertical, spacing: 6)
    private let poster: RemoteImage
    private let images: ImageSource?
    /// A person's round photo in its square slot, made for the first person the card shows (most grids show
    /// none: an avatar is a fifth of a card's making).
    private var photo: (slot: Box, view: PersonPhoto)?
    /// Two lines whatever the title, so binding a card only redraws its text.
    private let title = Inscription(lines: 2, styles: ["popcorn-card-title"])
    private let subtitle = Inscription(lines: 1, styles: ["caption", "dim-label"])
    /// Why the card is there (For You's "Because you rated Dune 9"), two lines; made for the first note the
    /// card shows, hidden when there is none.
    private var note: Inscription?
    /// "On your watchlist" and "watched" over the poster's corner; they name the list item after the card.
    private let badges: PosterBadgeView
    /// The card's context menu, when the page's cards have one.
    private var menu: CardMenu?

    /// An empty card.
    public init(images: ImageSource?) {
        self.images = images
        poster = RemoteImage(
            shape: .fixed(width: Self.posterWidth, height: Self.posterHeight), source: images,
            placeholderIcon: "video-x-generic-symbolic")
        box.halign = .center
        box.valign = .start
        box.setSizeRequest(width: Self.posterWidth, height: Self.posterHeight + Self.textHeight)
        badges = PosterBadgeView(over: poster.widget, card: box)
        box.append(poster.widget)
        box.append(title)
        box.append(subtitle)
        widget = box
    }

    /// The person's photo in its slot under the poster's place, made the first time.
    private func personPhoto() -> (slot: Box, view: PersonPhoto) {
        if let photo { return photo }
        let slot = Box(.vertical)
        slot.setSizeRequest(width: Self.posterWidth, height: Self.posterWidth)
        // The photo centres in its slot; the slot does not take a taller row's extra height (no gap above it).
        slot.vexpand = false
        let view = PersonPhoto(size: 120, source: images)
        view.widget.valign = .center
        view.widget.vexpand = true
        view.widget.halign = .center
        slot.append(view.widget)
        box.insert(slot, after: poster.widget)
        photo = (slot, view)
        return (slot, view)
    }

    /// Shows `text` under the subtitle (nil: nothing), making the note's label the first time.
    private func showNote(_ text: String?) {
        guard let text else {
            note?.isVisible = false
            return
        }
        let label = note ?? Inscription(lines: 2, styles: ["caption"])
        if note == nil {
            box.append(label)
            note = label
        }
        label.text = text
        label.isVisible = true
    }

    /// Shows `content`, and names the list item around the card after it (with its badges).
    public func show(_ content: CardContent) {
        poster.widget.isVisible = !content.isPerson
        photo?.slot.isVisible = content.isPerson
        box.setSizeRequest(
            width: Self.posterWidth,
            height: (content.isPerson ? Self.posterWidth : Self.posterHeight) + Self.textHeight)
        if content.isPerson {
            poster.clear()
            personPhoto().view.show(name: content.title, url: content.imageURL)
        } else {
            photo?.view.clear()
            poster.show(content.imageURL)
        }
        badges.show(content)
        title.text = content.title
        subtitle.text = content.subtitle ?? ""
        subtitle.isVisible = content.subtitle != nil
        showNote(content.note)
        title.xalign = content.isPerson ? 0.5 : 0
        subtitle.xalign = content.isPerson ? 0.5 : 0
    }

    /// Gives the card its context menu (Open, Open on TMDb, Copy Link, watchlist).
    func addMenu(_ actions: CardActions?) {
        menu = actions.map { CardMenu(actions: $0, anchor: widget) }
    }

    /// Shows `content` in the list item `item` (the focusable cell around the card, labelled by ``show(_:)``)
    /// and gives it the context menu's route and keys.
    func show(_ content: CardContent, in item: Widget?) {
        show(content)
        menu?.show(content.route, focusable: item)
    }

    /// Keeps the badges (and the accessible label) current with the library's `marks`; nil: the content's own.
    func follow(_ marks: LibraryMarksSource?) {
        marks.map(badges.follow)
    }

    /// Drops the images (the list item is being recycled).
    public func clear() {
        poster.clear()
        photo?.view.clear()
    }
}

extension ListItemFactory where Item == CardContent, Row == PosterCard {
    /// Poster cards with `context`'s images, card menu and library marks (a carousel's, a grid's).
    static func posterCards(context: PageContext) -> ListItemFactory<CardContent, PosterCard> {
        ListItemFactory(
            setup: {
                let card = PosterCard(images: context.images)
                card.addMenu(context.cardActions)
                card.follow(context.marks)
                return card
            },
            bind: { card, content, _ in card.show(content, in: card.widget.parent) },
            unbind: { card in card.clear() })
    }
}

extension GridView where Item == CardContent, Row == PosterCard {
    /// A recycling grid of poster cards (the Watchlist, Discover, See All): 2 to 12 columns, Tab leaving it
    /// in one step, each cell labelled for screen readers.
    static func posters(context: PageContext) -> GridView<CardContent, PosterCard> {
        let grid = GridView(store: ListStore<CardContent>(), factory: .posterCards(context: context))
        grid.minColumns = 2
        grid.maxColumns = PosterCard.maximumGridColumns
        grid.addCSSClass("popcorn-grid")
        TabPastList.install(on: grid)
        return grid
    }
}
