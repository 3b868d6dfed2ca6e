import Features
import GtkKit

/// Switches between a spinner, an error page with Retry, and the content, following a `ViewState`.
@MainActor
public final class StateView {
    /// What is visible.
    public enum Visible: String {
        case loading, error, content
    }

    /// The widget to place.
    public let widget = Stack()
    /// The loading view.
    public let loading: LoadingView
    /// The error view.
    public let error: ErrorView

    /// A state view around `content`; `onRetry` runs from the error view's Retry button.
    public init(content: Widget, compact: Bool = false, onRetry: @escaping @MainActor () -> Void) {
        loading = LoadingView(compact: compact)
        error = ErrorView(compact: compact, onRetry: onRetry)
        widget.add(loading.widget, name: Visible.loading.rawValue)
        widget.add(error.widget, name: Visible.error.rawValue)
        widget.add(content, name: Visible.content.rawValue)
        widget.vexpand = true
        widget.hexpand = true
    }

    /// The visible part.
    public var visible: Visible {
        get { widget.visibleChildName.flatMap(Visible.init(rawValue:)) ?? .loading }
        set {
            // Focus inside a part that goes away (Retry while reloading) comes back once loaded.
            if newValue != visible && widget.containsFocus { wantsFocus = true }
            loading.isSpinning = newValue == .loading
            widget.visibleChildName = newValue.rawValue
        }
    }

    private var wantsFocus = false

    /// Focuses Retry when the error shows, else `content` (itself, or its first control) when the content
    /// shows; while loading, focus moves there as soon as the page has finished loading.
    public func focusFirst(content: Widget) {
        switch visible {
        case .loading:
            wantsFocus = true
            widget.grabFocus()
        case .error:
            wantsFocus = false
            if error.firstButton?.grabFocus() != true { wantsFocus = true }
        case .content:
            wantsFocus = false
            // A control takes focus itself; a container (a page) gives it to its first control.
            if !(content.isFocusable && content.grabFocus()) { content.focusFirstControl() }
        }
    }

    /// After rendering: moves focus as `focusFirst` asked if the page was still loading then.
    public func focusIfPending(content: Widget) {
        guard wantsFocus, visible != .loading else { return }
        focusFirst(content: content)
    }

    /// Shows the loading, error or content part for `state`; returns the content when ready.
    @discardableResult
    public func render<Content>(_ state: ViewState<Content>) -> Content? {
        switch state {
        case .initial, .loading:
            visible = .loading
            return nil
        case .error(let info):
            error.show(info)
            visible = .error
            return nil
        case .ready(let content, _):
            visible = .content
            return content
        case .empty:
            visible = .content
            return nil
        }
    }
}
