import GtkKit
import Localization

/// A centered spinner with an accessible name ("Loading…"), for pages and sections that are loading. It
/// appears only when loading takes longer than a frame, so content ready in the next main-loop turns (a warm
/// cache, a quick computation) never flashes a spinner. A load that says how far it is shows its progress
/// (a text over a bar) in place of the spinner.
@MainActor
public final class LoadingView {
    /// The widget to place.
    public let widget = Box(.vertical, spacing: 12)
    private let spinner: Spinner
    private let progressText = Label()
    private let progressBar = ProgressBar()
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
        progressText.wraps = true
        progressText.isVisible = false
        progressBar.isVisible = false
        progressBar.setAccessibleLabelledBy(progressText)
        widget.append(progressText)
        widget.append(progressBar)
    }

    /// Shows `text` ("Computing… 120 of 340 titles") over a bar at `fraction` (0…1) in place of the spinner;
    /// nil shows the spinner again.
    public func showProgress(_ text: String?, fraction: Double = 0) {
        progressText.text = text ?? ""
        progressBar.fraction = fraction
        progressText.isVisible = text != nil
        progressBar.isVisible = text != nil
        spinner.isVisible = text == nil && isSpinning && reveal == nil
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
                self.reveal = nil
                self.spinner.isVisible = !self.progressBar.isVisible
            }
        }
    }
}
