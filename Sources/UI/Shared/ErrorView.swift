import Features
import GtkKit
import Localization

/// An error: a title, the message, and a Retry button when retrying can help (the first thing keyboard
/// focus reaches). Full pages use a status page; carousel sections use a compact row (icon, then title,
/// message and Retry one under the other). A page that does not
/// exist (TMDb answered "not found") is no network problem: a "Not Found" status page with a Back button.
@MainActor
public final class ErrorView {
    /// The widget to place.
    public let widget: Widget
    /// The Retry button (hidden when the error is not retryable).
    public let retryButton = Button(label: tr("_Retry"))
    /// Back, on a full page that was not found.
    private let backButton = Button(label: tr("Go _Back"))
    private let statusPage: StatusPage?
    private let message: Label?

    /// An error view; `compact` for a carousel section; `onRetry` runs when Retry is activated.
    public init(compact: Bool = false, onRetry: @escaping @MainActor () -> Void) {
        retryButton.onClicked(onRetry)
        retryButton.valign = .center
        if compact {
            let row = Box(.horizontal, spacing: 12)
            row.setMargins(top: 24, bottom: 24, start: 6, end: 6)
            let icon = Image(iconName: "network-error-symbolic", pixelSize: 24)
            icon.addCSSClass("dim-label")
            icon.setAccessibleHidden(true)
            let text = Box(.vertical, spacing: 2)
            text.hexpand = true
            text.valign = .center
            let title = Label(tr("Could Not Load"), styles: ["heading"])
            title.xalign = 0
            title.wraps = true
            let message = Label("", styles: ["dim-label"])
            message.xalign = 0
            message.wraps = true
            // Retry under the message, not beside it: a long title and button (German) side by side would be
            // wider than a phone.
            retryButton.halign = .start
            retryButton.setMargins(top: 6)
            text.append(title)
            text.append(message)
            text.append(retryButton)
            row.append(icon)
            row.append(text)
            self.message = message
            statusPage = nil
            widget = row
        } else {
            let page = StatusPage(iconName: "network-error-symbolic", title: tr("Could Not Load"))
            page.vexpand = true
            let buttons = Box(.vertical)
            for button in [retryButton, backButton] {
                button.halign = .center
                button.addCSSClass("pill")
                buttons.append(button)
            }
            retryButton.addCSSClass("suggested-action")
            backButton.actionName = "win.back"
            backButton.isVisible = false
            page.child = buttons
            statusPage = page
            message = nil
            widget = page
        }
    }

    /// Shows `error`.
    public func show(_ error: ErrorInfo) {
        let isNotFound = error.kind == "notFound"
        statusPage?.iconName = isNotFound ? "edit-find-symbolic" : "network-error-symbolic"
        statusPage?.title = isNotFound ? tr("Not Found") : tr("Could Not Load")
        statusPage?.descriptionText = Label.escapeMarkup(error.message)
        message?.text = error.message
        retryButton.isVisible = error.isRetryable
        backButton.isVisible = isNotFound && statusPage != nil
    }

    /// The button keyboard focus goes to first: Retry, or Back on a page that was not found; nil for none.
    public var firstButton: Button? {
        [retryButton, backButton].first { $0.isVisible }
    }
}
