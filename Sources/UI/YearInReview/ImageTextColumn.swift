import Foundation
import GtkKit

/// Text lines of the Year in Review image in a column `width` wide at `x`: each line is shortened with "…"
/// when it does not fit.
@MainActor
struct ImageTextColumn {
    let snapshot: CanvasSnapshot
    let x: Double
    let width: Double

    /// Draws `text` `scale` times the default size with its top at `y`; returns its bottom.
    func line(_ text: String, at y: Double, scale: Double, color: CanvasColor) -> Double {
        let shown = fitted(text, width: width, scale: scale)
        snapshot.text(shown, x: x, y: y, color: color, scale: scale)
        return y + snapshot.measure(shown, scale: scale).height
    }

    /// Draws `name` on the left and `value` on the right of one line; returns its bottom.
    func row(_ name: String, value: String, at y: Double, scale: Double, color: CanvasColor) -> Double {
        let valueSize = snapshot.measure(value, scale: scale)
        snapshot.text(value, x: x + width - valueSize.width, y: y, color: color.faded(0.75), scale: scale)
        let shown = fitted(name, width: width - valueSize.width - 24, scale: scale)
        snapshot.text(shown, x: x, y: y, color: color, scale: scale)
        return y + max(valueSize.height, snapshot.measure(shown, scale: scale).height)
    }

    /// `text`, shortened at its end with "…" until it is at most `width` wide.
    private func fitted(_ text: String, width: Double, scale: Double) -> String {
        guard snapshot.measure(text, scale: scale).width > width else { return text }
        var kept = text
        while !kept.isEmpty {
            kept.removeLast()
            let candidate = kept.trimmingCharacters(in: .whitespaces) + "…"
            if snapshot.measure(candidate, scale: scale).width <= width { return candidate }
        }
        return "…"
    }
}
