/// Writes the episodes of a calendar as a calendar file other apps open (iCalendar).
public protocol CalendarFileWriter: Sendable {
    /// Writes `calendar` to `path`, whole or not at all; when it cannot be written (a file the user chose)
    /// throws ``CatalogError/configuration(_:)`` with a message naming the path and the reason.
    func write(_ calendar: EpisodeCalendar, to path: String) throws
}
