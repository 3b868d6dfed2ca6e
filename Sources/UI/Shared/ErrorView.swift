import Features
import GtkKit
import Localization

/// An error as a status page: an icon, a title, the message, and a Retry button when retrying can help.
/// The Retry button is the first thing keyboard focus reaches.
@MainActor
public final class ErrorView {
    /// The widget to place.
    public let widget: StatusPage
    /// The Retry button (hidden when the error is not retryable).
    public let retryButton = Button(label: tr("_Retry"))

    /// An error view; `compact` for a carousel section; `onRetry` runs when Retry is activated.
    public init(compact: Bool = false, onRetry: @escaping @MainActor () -> Void) {
        widget = StatusPage(iconName: "network-error-symbolic", title: tr("Could not load"))
        if compact { widget.addCSSClass("compact") }
        widget.vexpand = !compact
        retryButton.halign = .center
        retryButton.addCSSClass("pill")
        retryButton.addCSSClass("suggested-action")
        retryButton.onClicked(onRetry)
        widget.child = retryButton
    }

    /// Shows `error`.
    public func show(_ error: ErrorInfo) {
        widget.descriptionText = Label.escapeMarkup(error.message)
        retryButton.isVisible = error.isRetryable
    }
}
