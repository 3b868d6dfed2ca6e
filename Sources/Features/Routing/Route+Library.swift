extension Route {
    /// Whether the page shows what the user's library holds (``RoutablePage/readsLibrary(_:)``): then it
    /// cannot be shown truthfully when the library cannot be read, and `popcorn dump` prints an error
    /// instead of an empty page.
    public var readsLibrary: Bool { RouteTable.popcorn.row(for: self)?.readsLibrary(self) ?? false }
}
