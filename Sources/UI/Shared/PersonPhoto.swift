import GtkKit

/// A round photo of a person loaded through an `ImageSource`, showing the initials until (or unless)
/// the photo is there. Decorative: the person's name is said by the label next to it.
@MainActor
public final class PersonPhoto {
    /// The widget to place.
    public let widget: Avatar
    private var binding: TextureBinding!

    /// An avatar `size` points wide.
    public init(size: Int, source: ImageSource?) {
        widget = Avatar(size: size, text: "")
        widget.setAccessibleHidden(true)
        binding = TextureBinding(
            widget: widget, source: source,
            apply: { [weak self] texture in
                self?.widget.image = texture
            }, failed: {})
    }

    /// Shows `name`'s initials and the photo at `url` when there is one.
    public func show(name: String, url: String?) {
        widget.text = name
        binding.show(url)
    }

    /// Drops the photo (list rows being unbound).
    public func clear() {
        binding.clear()
    }
}
