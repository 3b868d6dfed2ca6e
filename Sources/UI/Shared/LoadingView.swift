import GtkKit
import Localization

/// A centered spinner with an accessible name ("Loading…"), for pages and sections that are loading. It
/// appears only when loading takes longer than a frame, so content ready in the next main-loop turns (a warm
/// cache, a quick computation) never flashes a spinner.
@MainActor
public final class LoadingView {
    /// The widget to place.
    public let widget = Box(.vertical, spacing: 12)
    private let spinner: Spinner
    private var reveal: Task<Void, Never>?
    /// How long loading may take before the spinner shows: a frame at 60 Hz.
    private static let revealDelay = Duration.milliseconds(17)

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
        set {
            spinner.isSpinning = newValue
            reveal?.cancel()
            spinner.isVisible = false
            guard newValue else { return }
            reveal = Task { @MainActor [weak self] in
                try? await Task.sleep(for: Self.revealDelay)
                guard let self, !Task.isCancelled else { return }
                self.spinner.isVisible = true
            }
        }
    }
}
