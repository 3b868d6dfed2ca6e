import Features
import GtkKit

/// How much of a series was watched: "4 of 10 episodes" above a level bar (which screen readers read);
/// hidden when unknown.
@MainActor
final class SeriesProgress {
    /// The text and the bar.
    let widget = Box(.vertical, spacing: 6)
    private let text = Label("", styles: ["caption"])
    private let bar = LevelBar()

    init() {
        widget.hexpand = true
        widget.valign = .center
        text.xalign = 0
        text.setAccessibleHidden(true)
        widget.append(text)
        widget.append(bar)
    }

    /// Shows `progress`, or hides when nil.
    func show(_ progress: TrackingDisplay.Progress?) {
        widget.isVisible = progress != nil
        guard let progress else { return }
        text.text = progress.text
        bar.value = progress.fraction
        bar.setAccessibleLabel(progress.accessibleLabel)
    }
}
