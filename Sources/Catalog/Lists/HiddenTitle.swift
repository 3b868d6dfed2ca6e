/// A title the user hid (from Up Next, the calendar, notifications, Explore and recommendations), and when.
public struct HiddenTitle: Hashable, Sendable {
    public let title: LibraryTitle
    /// Seconds since 1970 (UTC) when it was hidden.
    public let hiddenAt: Double

    public init(title: LibraryTitle, hiddenAt: Double) {
        self.title = title
        self.hiddenAt = hiddenAt
    }
}
