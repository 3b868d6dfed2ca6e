/// What TMDb did with each item of one add or remove: it answers every item on its own
/// (`results[].success`, https://developer.themoviedb.org/reference/list-add-items).
public struct ListItemsOutcome: Sendable, Hashable {
    /// The items TMDb answered with `success: true`.
    public let done: Set<LibraryTitle>
    /// The items it refused, or left out of its answer: still to be sent.
    public let failed: Set<LibraryTitle>

    public init(done: Set<LibraryTitle>, failed: Set<LibraryTitle>) {
        self.done = done
        self.failed = failed
    }
}
