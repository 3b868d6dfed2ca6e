/// A status the user set on a series (On Hold or Dropped), and when: it overrides the derived status
/// (see ``LibraryStatus``) until cleared. Kept in the library only (TMDb has no such thing) and in backups.
public struct TitleStatus: Hashable, Sendable {
    public let title: LibraryTitle
    /// ``LibraryStatus/onHold`` or ``LibraryStatus/dropped``.
    public let status: LibraryStatus
    /// Seconds since 1970 (UTC) when it was set.
    public let changedAt: Double

    public init(title: LibraryTitle, status: LibraryStatus, changedAt: Double) {
        self.title = title
        self.status = status
        self.changedAt = changedAt
    }
}
