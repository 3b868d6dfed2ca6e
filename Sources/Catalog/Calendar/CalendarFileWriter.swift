/// Writes the episodes of a calendar as a calendar file other apps open (iCalendar).
public protocol CalendarFileWriter: Sendable {
    /// Writes `calendar` to `path`, whole or not at all; throws ``CatalogError/storage(_:)`` naming the
    /// path and the reason when it cannot be written.
    func write(_ calendar: EpisodeCalendar, to path: String) throws
}
