/// A command that opens the window (or raises the running one) at some routes: `popcorn [ROUTE…]`,
/// `popcorn calendar`. `PopcornCommand.run` opens the window for it.
protocol WindowOpening {
    /// The routes to open.
    var routes: [String] { get }
    /// Whether `--demo` was given.
    var demo: Bool { get }
}
