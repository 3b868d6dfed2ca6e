import CGtk

/// A strip under the header bar with a message and an optional button, sliding in and out
/// (libadwaita 1.2 has no AdwBanner; this is a revealer with the same look and role).
@MainActor
public final class Banner: Widget {
    private let label: Label
    private let button: Button?
    private let revealer: Revealer

    /// A hidden banner; `buttonLabel` adds a button running `onButton`.
    public init(_ title: String, buttonLabel: String? = nil, onButton: (@MainActor () -> Void)? = nil) {
        label = Label(title)
        label.wraps = true
        label.hexpand = true
        label.xalign = 0
        let row = Box(.horizontal, spacing: 12)
        row.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        row.append(label)
        if let buttonLabel {
            let button = Button(label: buttonLabel)
            button.valign = .center
            if let onButton { button.onClicked(onButton) }
            row.append(button)
            self.button = button
        } else {
            button = nil
        }
        let frame = Box(.vertical)
        frame.addCSSClass("popcorn-banner")
        frame.addCSSClass("osd")
        frame.append(row)
        revealer = Revealer(child: frame)
        super.init(retaining: rawPointer(revealer.widgetPointer))
    }

    /// The message.
    public var title: String {
        get { label.text }
        set { label.text = newValue }
    }

    /// Whether the banner is shown.
    public var isRevealed: Bool {
        get { revealer.revealsChild }
        set { revealer.revealsChild = newValue }
    }
}
