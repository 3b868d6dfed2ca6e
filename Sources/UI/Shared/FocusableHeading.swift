import GtkKit

/// A page title that keyboard focus can land on after navigation: a focusable box with the heading role,
/// named by its text, around a label (hidden from screen readers, since the heading already says it).
/// Unlike a selectable label it shows no caret and selects nothing; it draws the usual focus ring.
@MainActor
public final class FocusableHeading {
    /// The widget to place (and to focus).
    public let widget: Box
    private let label: Label

    /// A heading of `level` styled with `styles` (e.g. "title-1").
    public init(level: Int = 1, styles: [String] = ["title-1"]) {
        widget = Box(headingLevel: level)
        widget.isFocusable = true
        widget.addCSSClass("popcorn-heading")
        widget.halign = .start  // the focus ring hugs the text
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
