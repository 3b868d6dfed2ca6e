import GtkKit
import Localization

/// A centered spinner with an accessible name ("Loading…"), for pages and sections that are loading.
@MainActor
public final class LoadingView {
    /// The widget to place.
    public let widget = Box(.vertical, spacing: 12)
    private let spinner: Spinner

    /// A loading view; `compact` for carousel sections (smaller, less padding).
    public init(compact: Bool = false) {
        spinner = Spinner(size: compact ? 24 : 32)
        spinner.setAccessibleLabel(tr("Loading…"))
        widget.valign = .center
        widget.halign = .center
        widget.vexpand = !compact
        widget.setMargins(compact ? 24 : 48)
        widget.append(spinner)
    }

    /// Starts or stops the animation (stopped spinners cost nothing while hidden).
    public var isSpinning: Bool {
        get { spinner.isSpinning }
        set { spinner.isSpinning = newValue }
    }
}
