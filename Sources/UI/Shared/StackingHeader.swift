import GtkKit

/// A details page's header: an image (poster, photo) beside the title column on wide pages; on narrow
/// pages (below ``PageLayout/narrowWidth``) the image goes above the column — or is hidden — and the title
/// takes the full width.
@MainActor
final class StackingHeader {
    /// What the image does on narrow pages.
    enum NarrowImage {
        case above, hidden
    }

    /// The widget to place.
    let widget: Box
    private let image: Widget
    private let text: Widget
    private let narrowImage: NarrowImage
    private var isNarrow = false

    /// `image` beside `text`, `spacing` pixels apart.
    init(image: Widget, text: Widget, spacing: Int, narrowImage: NarrowImage = .above) {
        self.image = image
        self.text = text
        self.narrowImage = narrowImage
        widget = Box(.horizontal, spacing: spacing)
        image.valign = .start
        text.hexpand = true
        widget.append(image)
        widget.append(text)
    }

    /// Lays the header out for a page `width` pixels wide.
    func adapt(toWidth width: Int) {
        let narrow = width < PageLayout.narrowWidth
        guard narrow != isNarrow else { return }
        isNarrow = narrow
        widget.orientation = narrow ? .vertical : .horizontal
        image.halign = narrow ? .start : .fill
        image.isVisible = !(narrow && narrowImage == .hidden)
    }
}
