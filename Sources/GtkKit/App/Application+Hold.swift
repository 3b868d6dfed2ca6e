import CGtk
import CGtkShim

extension Application {
    /// Keeps the application running while it has no window, until a matching `release()`
    /// (g_application_hold; resident mode).
    public func hold() {
        g_application_hold(popcorn_g_application(objectPointer))
    }

    /// Balances one `hold()`: with no window and no other hold left, the application quits.
    public func release() {
        g_application_release(popcorn_g_application(objectPointer))
    }
}
