import CGtk

/// Holds a Swift closure passed to C as user data (retained with `Unmanaged.passRetained`, released
/// by a `GClosureNotify` or `GDestroyNotify` when GLib drops the handler).
final class ClosureBox<Handler> {
    let handler: Handler

    init(_ handler: Handler) {
        self.handler = handler
    }

    /// A +1 pointer to a new box; balanced by `releaseClosureBox` / `destroyClosureBox`.
    static func retained(_ handler: Handler) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(ClosureBox(handler)).toOpaque()
    }

    /// The box behind user data that GLib hands back to a thunk.
    static func from(_ data: UnsafeMutableRawPointer?) -> ClosureBox<Handler> {
        Unmanaged<ClosureBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// `GClosureNotify` that releases a box created with `ClosureBox.retained`.
let releaseClosureBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// `GDestroyNotify` that releases a box created with `ClosureBox.retained`.
let destroyClosureBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
