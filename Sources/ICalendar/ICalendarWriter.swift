import AppEnvironment
import CICal
import CICalShim
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

    /// The iCalendar text of `calendar`, checked against RFC 5545's restrictions by libical (loaded on the
    /// first call; throws `.configuration` when it cannot be).
    public func document(_ calendar: EpisodeCalendar) throws -> String {
        var loadError: UnsafePointer<CChar>?
        guard popcorn_ical_load(&loadError) else {
            throw CatalogError.configuration(
                String(
                    format: tr("The calendar could not be written: libical could not be loaded (%@)."),
                    loadError.map { String(cString: $0) } ?? POPCORN_ICAL_LIBRARY))
        }
        let root = popcorn_icalcomponent_new(ICAL_VCALENDAR_COMPONENT)
        defer { popcorn_icalcomponent_free(root) }
        popcorn_icalcomponent_add_property(root, popcorn_icalproperty_new_version("2.0"))
        popcorn_icalcomponent_add_property(root, popcorn_icalproperty_new_prodid("-//Popcorn//Popcorn for GNOME//EN"))
        popcorn_icalcomponent_add_property(root, popcorn_icalproperty_new_calscale("GREGORIAN"))
        let stamp = popcorn_icaltime_from_timet_with_zone(time_t(now()), 0, popcorn_icaltimezone_get_utc_timezone())
        for entry in calendar.entries {
            guard let date = entry.episode.airDate else { continue }
            let event = popcorn_icalcomponent_new(ICAL_VEVENT_COMPONENT)
            popcorn_icalcomponent_add_property(event, popcorn_icalproperty_new_uid(entry.stableID))
            popcorn_icalcomponent_add_property(event, popcorn_icalproperty_new_dtstamp(stamp))
            popcorn_icalcomponent_add_property(event, popcorn_icalproperty_new_dtstart(Self.day(date)))
            popcorn_icalcomponent_add_property(event, popcorn_icalproperty_new_dtend(Self.day(date.adding(days: 1))))
            popcorn_icalcomponent_add_property(event, popcorn_icalproperty_new_summary(Self.summary(entry)))
            if let overview = entry.episode.overview, !overview.isEmpty {
                popcorn_icalcomponent_add_property(event, popcorn_icalproperty_new_description(overview))
            }
            popcorn_icalcomponent_add_property(event, popcorn_icalproperty_new_url(entry.webURL))
            popcorn_icalcomponent_add_property(event, popcorn_icalproperty_new_transp(ICAL_TRANSP_TRANSPARENT))
            popcorn_icalcomponent_add_component(root, event)
        }
        guard popcorn_icalrestriction_check(root) == 1, let text = popcorn_icalcomponent_as_ical_string_r(root) else {
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
        var time = popcorn_icaltime_null_date()
        time.year = Int32(date.year)
        time.month = Int32(date.month)
        time.day = Int32(date.day)
        return time
    }
}
