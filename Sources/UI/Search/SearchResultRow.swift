import Catalog
import Features
import GtkKit

/// One search result: a poster thumbnail (round photo for people), the title, and "year · kind".
@MainActor
final class SearchResultRow: WidgetProviding {
    let widget: Widget
    private let box = Box(.horizontal, spacing: 12)
    private let poster: RemoteImage
    private let photo: PersonPhoto
    private let title = Label("", styles: ["heading"])
    private let detail = Label("", styles: ["dim-label", "caption"])
    /// The row's context menu, when the page's cards have one.
    private var menu: CardMenu?

    init(images: ImageSource?) {
        poster = RemoteImage(
            shape: .fixed(width: 46, height: 69), source: images,
            placeholderIcon: "video-x-generic-symbolic")
        photo = PersonPhoto(size: 46, source: images)
        photo.widget.valign = .center
        box.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        title.ellipsizes = true
        let text = PageLayout.rowText([title, detail])
        let imageSlot = Box(.vertical)
        imageSlot.setSizeRequest(width: 46, height: 69)
        imageSlot.append(poster.widget)
        imageSlot.append(photo.widget)
        box.append(imageSlot)
        box.append(text)
        widget = box
    }

    func show(_ card: MediaCard) {
        let isPerson = card.kind == .person
        poster.widget.isVisible = !isPerson
        photo.widget.isVisible = isPerson
        if isPerson {
            poster.clear()
            photo.show(name: card.title, url: card.imageURL)
        } else {
            photo.clear()
            poster.show(card.imageURL)
        }
        title.text = card.title
        detail.text = [card.subtitle, card.kind.displayName].compactMap { $0 }.joined(separator: " · ")
    }

    /// Gives the row its context menu (Open, Open on TMDb, Copy Link, watchlist).
    func addMenu(_ actions: CardActions?) {
        menu = actions.map { CardMenu(actions: $0, anchor: widget) }
    }

    /// Shows `card` in the list item `item` (the focusable row around it): its accessible label, and the
    /// context menu's route and keys.
    func show(_ card: MediaCard, in item: Widget?) {
        show(card)
        item?.setAccessibleLabel(AccessibleText.card(title: card.title, detail: card.subtitle, kind: card.kind))
        menu?.show(card.route, focusable: item)
    }

    func clear() {
        poster.clear()
        photo.clear()
    }
}
