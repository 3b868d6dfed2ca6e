import GtkKit

/// A page's title: a box with the heading role and its level, named by its text, around a label (hidden from
/// screen readers, since the heading already says it). Not a Tab stop: keyboard focus goes to the page's
/// first control, and the page itself is named by its title (screen readers say it on entering).
@MainActor
public final class PageHeading {
    /// The widget to place.
    public let widget: Box
    private let label: Label

    /// A heading of `level` styled with `styles` (e.g. "title-1").
    public init(level: Int = 1, styles: [String] = ["title-1"]) {
        widget = Box(headingLevel: level)
        widget.halign = .start
        label = Label("", styles: styles)
        label.wraps = true
        label.xalign = 0
        label.setAccessibleHidden(true)
        widget.append(label)
    }

    /// The text.
    public var text: String {
        get { label.text }
        set {
            label.text = newValue
            widget.setAccessibleLabel(newValue)
        }
    }
}
