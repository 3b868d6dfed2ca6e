import Features
import GtkKit

/// The movie page's link to the collection the movie is part of: a button "Part of the Star Wars
/// Collection" (the name is TMDb's, so no mnemonic; cut with "…" when too long, the tooltip saying where it
/// goes), hidden for a movie of no collection.
@MainActor
final class MovieCollectionLinkButton {
    let button: Button
    private let label = Label()
    private var shown: MovieCollectionLinkDisplay?

    /// A hidden button; activating it calls `open` with the collection's route.
    init(open: @escaping @MainActor (Route) -> Void) {
        label.ellipsizes = true
        let icon = Image(iconName: "view-grid-symbolic")
        icon.setAccessibleHidden(true)
        let content = Box(.horizontal, spacing: 6)
        content.append(icon)
        content.append(label)
        button = Button(child: content)
        button.halign = .start
        button.isVisible = false
        button.onClicked { [weak self] in (self?.shown?.route).map(open) }
    }

    /// Shows `link` (nil hides the button).
    func show(_ link: MovieCollectionLinkDisplay?) {
        shown = link
        button.isVisible = link != nil
        guard let link else { return }
        label.text = link.label
        button.setAccessibleLabel(link.label)
        button.tooltip = link.tooltip
    }
}
