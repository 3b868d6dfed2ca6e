import GtkKit

/// A decorative image loaded through an `ImageSource`: a placeholder of the final shape (neutral gray,
/// with an icon when there is no image) until the texture arrives, then a fade-in. The texture is dropped
/// when the view is unmapped or unbound and loaded again (from the memory cache) when it is shown again.
/// Hidden from screen readers: what it shows is always said by a label next to it.
@MainActor
public final class RemoteImage {
    /// The shape of the image.
    public enum Shape {
        /// A fixed size in points (cards, thumbnails, episode stills).
        case fixed(width: Int, height: Int)
        /// As wide as the allocation, with this width : height ratio (full-width headers).
        case aspect(width: Int, height: Int)
    }

    /// The widget to place.
    public let widget: Overlay
    private let picture = Picture(fit: .cover)
    /// The placeholder's icon, made the first time there is no image to show (most images never need it).
    private var icon: Image?
    private let placeholderIcon: String
    /// What sizes an `.aspect` image (a `.fixed` one is sized by its own size request).
    private let sizer: Widget?
    private var binding: TextureBinding!
    private var aspect: (width: Int, height: Int)?
    private var allocatedWidth = 0

    /// The most height of an `.aspect` image (nil: none); beyond it the image is cropped to the middle band
    /// (a hero bounded to part of the window).
    var maximumHeight: Int? {
        didSet { if maximumHeight != oldValue { fitHeight() } }
    }

    /// An empty image of `shape`; `placeholderIcon` is drawn when there is no image.
    public init(
        shape: Shape, source: ImageSource?, placeholderIcon: String = "image-x-generic-symbolic",
        style: String? = nil
    ) {
        self.placeholderIcon = placeholderIcon
        switch shape {
        case .fixed(let width, let height):
            widget = Overlay()
            widget.setSizeRequest(width: width, height: height)
            sizer = nil
        case .aspect(let width, let height):
            // The height follows the allocated width, whatever size negotiation the page uses (carousels
            // elsewhere on a page turn its box to width-for-height, which defeats height-for-width pictures).
            let area = DrawingArea()
            area.hexpand = true
            area.setAccessibleHidden(true)
            aspect = (width, height)
            sizer = area
            widget = Overlay(child: area)
        }
        widget.addCSSClass("popcorn-image-frame")
        if let style { widget.addCSSClass(style) }
        widget.clipsChildren = true
        picture.addCSSClass("popcorn-image")
        picture.addCSSClass("pending")
        widget.addOverlay(picture)
        // Decorative: the frame and everything in it are hidden from screen readers.
        widget.setAccessibleHidden(true)
        var fitting: (width: Int, height: Int)?
        if case .fixed(let width, let height) = shape { fitting = (width, height) }
        binding = TextureBinding(
            widget: widget, source: source, fitting: fitting,
            apply: { [weak self] texture in
                guard let self else { return }
                self.picture.texture = texture
                if texture == nil {
                    self.picture.addCSSClass("pending")
                } else {
                    self.picture.removeCSSClass("pending")
                }
            }, failed: { [weak self] in self?.showPlaceholderIcon(true) })
        (sizer as? DrawingArea)?.onResize { [weak self] allocatedWidth, _ in
            self?.allocatedWidth = allocatedWidth
            self?.fitHeight()
        }
    }

    /// Shows or hides the placeholder's icon (no image, or it failed to load), making it the first time it shows.
    private func showPlaceholderIcon(_ shown: Bool) {
        guard shown || icon != nil else { return }
        (icon ?? makeIcon()).isVisible = shown
    }

    private func makeIcon() -> Image {
        let made = Image(iconName: placeholderIcon, pixelSize: 32)
        made.halign = .center
        made.valign = .center
        made.setAccessibleHidden(true)
        // Over the picture, which shows nothing while the icon does.
        widget.addOverlay(made)
        icon = made
        return made
    }

    /// Sets an `.aspect` image's height from its width, at most `maximumHeight`.
    private func fitHeight() {
        guard let aspect, let sizer, allocatedWidth > 0 else { return }
        let wanted = min(allocatedWidth * aspect.height / aspect.width, maximumHeight ?? .max)
        guard sizer.height != wanted else { return }
        // A resize queued during allocation can be lost: apply it on the next main-loop turn.
        Task { @MainActor [weak sizer] in sizer?.setSizeRequest(height: wanted) }
    }

    /// Shows the image at `url` (nil: the placeholder with its icon).
    public func show(_ url: String?) {
        showPlaceholderIcon(url == nil)
        binding.show(url)
    }

    /// Drops the texture and forgets the URL (list rows being unbound).
    public func clear() {
        binding.clear()
    }
}
