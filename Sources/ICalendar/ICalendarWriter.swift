import AppEnvironment
import CICal
import Catalog
import Foundation
import Localization

/// Writes a calendar's episodes as an iCalendar file (RFC 5545) through libical, the library GNOME
/// Calendar and Evolution use: one all-day event per episode, with a stable UID (``EpisodeCalendar/Entry/stableID``),
/// the summary "Series — S2E3 · Name", the overview and the episode's TMDb page.
public struct ICalendarWriter: CalendarFileWriter {
    /// Seconds since 1970 stamped on the events (DTSTAMP).
    let now: @Sendable () -> Double

    public init(now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }) {
        self.now = now
    }

    public func write(_ calendar: EpisodeCalendar, to path: String) throws {
        let text = try document(calendar)
        do {
            try AtomicFile.write(Array(text.utf8), to: path)
        } catch {
            throw CatalogError.configuration(
                String(
                    format: tr("The calendar could not be written to %@: %@."),
                    error.path, error.reason))
        }
    }

    /// The iCalendar text of `calendar`, checked against RFC 5545's restrictions by libical.
    public func document(_ calendar: EpisodeCalendar) throws -> String {
        let root = icalcomponent_new(ICAL_VCALENDAR_COMPONENT)
        defer { icalcomponent_free(root) }
        icalcomponent_add_property(root, icalproperty_new_version("2.0"))
        icalcomponent_add_property(root, icalproperty_new_prodid("-//Popcorn//Popcorn for GNOME//EN"))
        icalcomponent_add_property(root, icalproperty_new_calscale("GREGORIAN"))
        let stamp = icaltime_from_timet_with_zone(time_t(now()), 0, icaltimezone_get_utc_timezone())
        for entry in calendar.entries {
            guard let date = entry.episode.airDate else { continue }
            let event = icalcomponent_new(ICAL_VEVENT_COMPONENT)
            icalcomponent_add_property(event, icalproperty_new_uid(entry.stableID))
            icalcomponent_add_property(event, icalproperty_new_dtstamp(stamp))
            icalcomponent_add_property(event, icalproperty_new_dtstart(Self.day(date)))
            icalcomponent_add_property(event, icalproperty_new_dtend(Self.day(date.adding(days: 1))))
            icalcomponent_add_property(event, icalproperty_new_summary(Self.summary(entry)))
            if let overview = entry.episode.overview, !overview.isEmpty {
                icalcomponent_add_property(event, icalproperty_new_description(overview))
            }
            icalcomponent_add_property(event, icalproperty_new_url(entry.webURL))
            icalcomponent_add_property(event, icalproperty_new_transp(ICAL_TRANSP_TRANSPARENT))
            icalcomponent_add_component(root, event)
        }
        guard icalrestriction_check(root) == 1, let text = icalcomponent_as_ical_string_r(root) else {
            throw CatalogError.configuration(tr("The calendar could not be written: libical found it invalid."))
        }
        defer { free(text) }
        return String(cString: text)
    }

    /// "Harbour Lights — S2E3 · The Distant Bridge".
    static func summary(_ entry: EpisodeCalendar.Entry) -> String {
        "\(entry.seriesName) — S\(entry.episode.seasonNumber)E\(entry.episode.episodeNumber) · \(entry.episode.name)"
    }

    /// An all-day date (VALUE=DATE).
    private static func day(_ date: CalendarDate) -> icaltimetype {
        var time = icaltime_null_date()
        time.year = Int32(date.year)
        time.month = Int32(date.month)
        time.day = Int32(date.day)
        return time
    }
}
