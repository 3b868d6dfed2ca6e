import CGtk
import CGtkShim
import Synchronization

/// Counts what GtkKit wraps, so that tests can check a closed page freed its widgets: the Swift wrappers
/// (``Object``) alive now, and the widgets wrapped at least once and not finalized yet (a widget that
/// outlives its wrappers, held by a signal closure or a container, still counts). Other objects (textures
/// the image cache keeps, list stores) are not counted as widgets.
public enum ObjectCensus {
    private static let wrappers = Atomic<Int>(0)
    private static let widgets = Atomic<Int>(0)
    /// The qdata key marking a widget as counted; its destroy notify runs when the widget is finalized.
    private static let countedKey = g_quark_from_static_string("popcorn-widget-census")

    /// ``Object`` wrappers alive now.
    public static var liveWrappers: Int { wrappers.load(ordering: .relaxed) }

    /// GtkWidgets that have had a wrapper and are not finalized yet.
    public static var liveWidgets: Int { widgets.load(ordering: .relaxed) }

    /// Called by a new wrapper of `object`.
    static func wrapperCreated(for object: UnsafeMutablePointer<GObject>) {
        wrappers.add(1, ordering: .relaxed)
        guard popcorn_is_a(object, gtk_widget_get_type()) != 0, g_object_get_qdata(object, countedKey) == nil else {
            return
        }
        widgets.add(1, ordering: .relaxed)
        g_object_set_qdata_full(object, countedKey, UnsafeMutableRawPointer(bitPattern: 1), widgetFinalized)
    }

    /// Called by a wrapper's deinit.
    static func wrapperReleased() {
        wrappers.subtract(1, ordering: .relaxed)
    }

    private static let widgetFinalized: GDestroyNotify = { _ in
        ObjectCensus.widgets.subtract(1, ordering: .relaxed)
    }
}
