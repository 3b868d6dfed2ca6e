/// A command that opens the window (or raises the running one) at some routes: `popcorn [ROUTE…]`,
/// `popcorn calendar`. `PopcornCommand.run` opens the window for it.
protocol WindowOpening {
    /// The routes to open.
    var routes: [String] { get }
    /// Whether `--demo` was given.
    var demo: Bool { get }
    /// Whether `--background` asked for the resident mode (no window; `BackgroundChecking`).
    var resident: Bool { get }
}

extension WindowOpening {
    var resident: Bool { false }
}
