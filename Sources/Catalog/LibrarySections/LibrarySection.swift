/// A section of the Library page by status (`library/watching`, …, `library/hidden`); the user's own lists
/// are sections too, by id (`library/list/ID`).
public enum LibrarySection: String, CaseIterable, Sendable, Hashable {
    case watching
    case planToWatch = "plan-to-watch"
    case completed
    case onHold = "on-hold"
    case dropped
    case hidden

    /// The status the section lists; nil for Hidden (every hidden title, whatever its status).
    public var status: LibraryStatus? { LibraryStatus(rawValue: rawValue) }
}
