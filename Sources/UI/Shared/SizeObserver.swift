import GtkKit

/// Reports the allocated size of a widget: an invisible, non-targetable sizer laid over it (libadwaita 1.2
/// has no AdwBreakpoint). Pages switch their layout from here, on the next main-loop turn, since a layout
/// changed during allocation can be lost.
@MainActor
final class SizeObserver {
    /// The observed widget with the sizer over it; place this instead of the child.
    let widget: Overlay
    private let sizer = DrawingArea()
    private var size = (width: 0, height: 0)
    private var handlers: [@MainActor (Int, Int) -> Void] = []

    /// Observes `child`.
    init(child: Widget) {
        widget = Overlay(child: child)
        sizer.canTarget = false
        sizer.setAccessibleHidden(true)
        widget.addOverlay(sizer)
        sizer.onResize { [weak self] width, height in
            guard let self, (width, height) != self.size else { return }
            self.size = (width, height)
            Task { @MainActor [weak self] in
                guard let self else { return }
                self.handlers.forEach { $0(self.size.width, self.size.height) }
            }
        }
    }

    /// Runs `handler(width, height)` now (once allocated) and after every size change.
    func onResize(_ handler: @escaping @MainActor (Int, Int) -> Void) {
        handlers.append(handler)
        if size.width > 0 { handler(size.width, size.height) }
    }
}
