import CGtk

/// A strip under the header bar with a one-line message, an optional button and an optional dismiss button,
/// sliding in and out. libadwaita 1.2 has no AdwBanner: this is a revealer with its role and, through the
/// app's CSS for the `popcorn-banner` and `popcorn-banner-title` classes, its look (an accent tint, the title
/// centred).
@MainActor
public final class Banner: Widget {
    private let label: Label
    private let revealer: Revealer
    private var dismissed: (@MainActor () -> Void)?

    /// A hidden banner; `buttonLabel` adds a button running `onButton`; `dismissLabel` adds a close button
    /// (named and tooltipped by it) that hides the banner (see ``onDismissed(_:)``).
    public init(
        _ title: String, buttonLabel: String? = nil, onButton: (@MainActor () -> Void)? = nil,
        dismissLabel: String? = nil
    ) {
        label = Label(title, styles: ["popcorn-banner-title"])
        label.wraps = true
        label.hexpand = true
        label.isCentered = true
        let row = Box(.horizontal, spacing: 6)
        row.append(label)
        if let buttonLabel {
            let button = Button(label: buttonLabel)
            button.valign = .center
            if let onButton { button.onClicked(onButton) }
            row.append(button)
        }
        let frame = Box(.vertical)
        frame.addCSSClass("popcorn-banner")
        frame.append(row)
        revealer = Revealer(child: frame)
        super.init(retaining: rawPointer(revealer.widgetPointer))
        if let dismissLabel {
            let dismiss = Button(iconName: "window-close-symbolic", accessibleLabel: dismissLabel)
            dismiss.valign = .center
            dismiss.addCSSClass("flat")
            dismiss.addCSSClass("circular")
            dismiss.onClicked { [weak self] in
                self?.isRevealed = false
                self?.dismissed?()
            }
            row.append(dismiss)
        }
    }

    /// The message.
    public var title: String {
        get { label.text }
        set { label.text = newValue }
    }

    /// A longer explanation, as the message's tooltip and the banner's accessible description.
    public func setDetails(_ details: String) {
        label.tooltip = details
        setAccessibleDescription(details)
    }

    /// Runs `handler` after the close button hid the banner.
    public func onDismissed(_ handler: @escaping @MainActor () -> Void) {
        dismissed = handler
    }

    /// Whether the banner is shown.
    public var isRevealed: Bool {
        get { revealer.revealsChild }
        set { revealer.revealsChild = newValue }
    }
}
