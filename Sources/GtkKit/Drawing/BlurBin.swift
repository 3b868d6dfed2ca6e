import CGtk
import CGtkShim

/// Shows one child blurred or as it is (a GtkWidget subclass whose snapshot pushes a GtkSnapshot blur around
/// the child, clipped to the bin), e.g. an episode's still hidden from spoilers. The blur only changes how
/// the child is drawn: its size and its accessible tree stay the same.
@MainActor
public final class BlurBin: Widget {
    /// The widget shown.
    public let child: Widget

    /// A bin showing `child`, not blurred.
    public init(child: Widget) {
        self.child = child
        super.init(taking: rawPointer(popcorn_blur_bin_new(child.widgetPointer)))
    }

    /// The blur radius in pixels; 0 draws the child as it is.
    public var blurRadius: Double = 0 {
        didSet { popcorn_blur_bin_set_radius(OpaquePointer(widgetPointer), blurRadius) }
    }
}
