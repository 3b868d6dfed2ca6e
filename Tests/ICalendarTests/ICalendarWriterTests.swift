import CICal
import CICalShim
import Catalog
import Foundation
import ICalendar
import XCTest

/// The iCalendar export, read back with libical's own parser (as GNOME Calendar would read it).
final class ICalendarWriterTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "popcorn-ics-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { [folder] in try? FileManager.default.removeItem(atPath: folder!) }
    }

    /// Harbour Lights S2E2 on 2017-02-12 (an overview with a comma, a semicolon and a long line), S2E3 on
    /// 2017-02-19 without an overview; an undated episode is left out of the calendar.
    private var calendar: EpisodeCalendar {
        let overview =
            "Greta and Jasper disagree; a power cut, a storm, and a long night leave the town in the dark "
            + "until the lighthouse keeper finds the old generator."
        let guide = EpisodeGuide(
            seriesID: 1, seriesName: "Harbour Lights",
            episodes: [
                TVEpisode(
                    id: 1, tvSeriesID: 1, seasonNumber: 2, episodeNumber: 2, name: "The Distant Bridge",
                    overview: overview, airDate: CalendarDate(year: 2017, month: 2, day: 12)),
                TVEpisode(
                    id: 2, tvSeriesID: 1, seasonNumber: 2, episodeNumber: 3, name: "A Burning Fever",
                    overview: "", airDate: CalendarDate(year: 2017, month: 2, day: 19)),
                TVEpisode(id: 3, tvSeriesID: 1, seasonNumber: 2, episodeNumber: 4, name: "Unknown", airDate: nil),
            ])
        return EpisodeCalendar(
            guides: [guide], snapshot: TrackingSnapshot(),
            window: .export(today: CalendarDate(year: 2017, month: 2, day: 10)))
    }

    /// The events of the file at `path` as libical parses them: UID, DTSTART (and whether it is a date),
    /// SUMMARY, DESCRIPTION, URL.
    private func events(_ path: String) throws -> [[String: String]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(popcorn_ical_load(nil), "libical loads")
        let root = try XCTUnwrap(popcorn_icalparser_parse_string(text), "libical parses the file")
        defer { popcorn_icalcomponent_free(root) }
        XCTAssertEqual(popcorn_icalcomponent_isa(root), ICAL_VCALENDAR_COMPONENT)
        XCTAssertEqual(popcorn_icalrestriction_check(root), 1, "RFC 5545 restrictions hold")
        var result: [[String: String]] = []
        var event = popcorn_icalcomponent_get_first_component(root, ICAL_VEVENT_COMPONENT)
        while let current = event {
            var fields: [String: String] = [:]
            fields["uid"] = popcorn_icalcomponent_get_uid(current).map { String(cString: $0) }
            let start = popcorn_icalcomponent_get_dtstart(current)
            fields["start"] = String(format: "%04d%02d%02d", start.year, start.month, start.day)
            fields["allDay"] = start.is_date == 1 ? "yes" : "no"
            fields["summary"] = popcorn_icalcomponent_get_summary(current).map { String(cString: $0) }
            fields["description"] = popcorn_icalcomponent_get_description(current).map { String(cString: $0) }
            if let url = popcorn_icalcomponent_get_first_property(current, ICAL_URL_PROPERTY) {
                fields["url"] = popcorn_icalproperty_get_url(url).map { String(cString: $0) }
            }
            result.append(fields)
            event = popcorn_icalcomponent_get_next_component(root, ICAL_VEVENT_COMPONENT)
        }
        return result
    }

    func testEachEpisodeIsAnAllDayEventLibicalReadsBack() throws {
        let path = folder + "/episodes.ics"
        try ICalendarWriter(now: { 1_800_000_000 }).write(calendar, to: path)
        let events = try events(path)
        XCTAssertEqual(events.count, 2, "the undated episode is not an event")
        XCTAssertEqual(events[0]["uid"], "tv-1-s2-e2@popcorn.github.io")
        XCTAssertEqual(events[0]["start"], "20170212")
        XCTAssertEqual(events[0]["allDay"], "yes")
        XCTAssertEqual(events[0]["summary"], "Harbour Lights — S2E2 · The Distant Bridge")
        XCTAssertEqual(
            events[0]["description"], calendar.entries[0].episode.overview,
            "escaping and line folding round-trip")
        XCTAssertEqual(events[0]["url"], "https://www.themoviedb.org/tv/1/season/2/episode/2")
        XCTAssertNil(events[1]["description"], "no empty description")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("DTSTART;VALUE=DATE:20170212"), text)
        let longLines = text.components(separatedBy: "\r\n").filter { $0.utf8.count > 75 }
        XCTAssertEqual(longLines, [], "lines are folded at 75 octets")
    }

    /// libical is loaded by the first calendar written, not linked (the app's start does not map it:
    /// Tests/UI/test_calendar.py checks the app before and after its export).
    func testWritingACalendarLoadsLibical() throws {
        _ = try ICalendarWriter().document(calendar)
        let maps = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data()
        XCTAssertTrue(
            String(decoding: maps, as: UTF8.self).contains("/" + POPCORN_ICAL_LIBRARY),
            "libical is mapped once a calendar was written")
    }

    func testTwoExportsGiveTheSameUIDs() throws {
        let writer = ICalendarWriter()
        try writer.write(calendar, to: folder + "/a.ics")
        try writer.write(calendar, to: folder + "/b.ics")
        XCTAssertEqual(try events(folder + "/a.ics").map { $0["uid"] }, try events(folder + "/b.ics").map { $0["uid"] })
    }

    func testAFileThatCannotBeWrittenIsAClearErrorAndLeavesNothing() throws {
        let missing = folder + "/missing/episodes.ics"
        XCTAssertThrowsError(try ICalendarWriter().write(calendar, to: missing)) { error in
            guard case .configuration(let message) = error as? CatalogError else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains(missing) && message.contains("No such file or directory"), message)
        }
        // Over a folder of the same name: the rename fails, the folder and its file stay, no temporary file is left.
        let taken = folder + "/taken.ics"
        try FileManager.default.createDirectory(atPath: taken, withIntermediateDirectories: false)
        try "keep".write(toFile: taken + "/inside", atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try ICalendarWriter().write(calendar, to: taken))
        XCTAssertEqual(try String(contentsOfFile: taken + "/inside", encoding: .utf8), "keep")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder), ["taken.ics"],
            "no temporary file left behind")
    }
}
