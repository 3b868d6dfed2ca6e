import Catalog
import Foundation
import XCTest

@testable import TMDb

/// The generator's invariants, checked on the committed `data/demo` (tools/generate_demo_catalog.py).
final class DemoCatalogTests: XCTestCase {
    private func objects(_ name: String) throws -> [String: JSONValue] {
        try XCTUnwrap(DemoCatalogLocation.resource(name).object, name)
    }

    func testHoldsTwentyFourMoviesEightSeriesOfTwoSeasonsOfSixEpisodesAndThirtyPeople() throws {
        let movies = try objects("movies.json")
        let series = try objects("tv.json")
        let seasons = try objects("seasons.json")
        let people = try objects("people.json")
        XCTAssertGreaterThanOrEqual(movies.count, 24)
        XCTAssertEqual(series.count, 8)
        XCTAssertEqual(people.count, 30)
        for (id, show) in series {
            let listed = show["seasons"]?.array ?? []
            XCTAssertGreaterThanOrEqual(listed.count, 2, "series \(id)")
            XCTAssertEqual(show["number_of_seasons"]?.int, listed.count, "series \(id)")
            var episodeTotal = 0
            for summary in listed {
                let number = try XCTUnwrap(summary["season_number"]?.int)
                let season = try XCTUnwrap(seasons["\(id)/\(number)"], "season \(id)/\(number)")
                let episodes = season["episodes"]?.array ?? []
                XCTAssertGreaterThanOrEqual(episodes.count, 6, "season \(id)/\(number)")
                XCTAssertEqual(summary["episode_count"]?.int, episodes.count)
                XCTAssertEqual(episodes.compactMap { $0["episode_number"]?.int }, Array(1...episodes.count))
                episodeTotal += episodes.count
            }
            XCTAssertEqual(show["number_of_episodes"]?.int, episodeTotal, "series \(id)")
        }
        XCTAssertEqual(seasons.count, series.values.reduce(0) { $0 + ($1["seasons"]?.array?.count ?? 0) })
        XCTAssertEqual(Set(movies.keys), Set((1...movies.count).map(String.init)), "small, stable ids")
    }

    func testEveryCreditLinksBackToItsPerson() throws {
        let movies = try objects("movies.json")
        let series = try objects("tv.json")
        let people = try objects("people.json")
        // (person, media type, title id, credit id) seen from the titles and from the people.
        var fromTitles = Set<String>()
        var fromPeople = Set<String>()
        for (kind, titles) in [("movie", movies), ("tv", series)] {
            for (id, title) in titles {
                for part in ["cast", "crew"] {
                    for credit in title["credits"]?[part]?.array ?? [] {
                        let person = try XCTUnwrap(credit["id"]?.int)
                        XCTAssertNotNil(people[String(person)], "\(kind) \(id) credits unknown person \(person)")
                        fromTitles.insert("\(person) \(kind) \(id) \(part) \(credit["credit_id"]?.string ?? "")")
                    }
                }
            }
        }
        for (id, person) in people {
            let credits = person["combined_credits"]
            XCTAssertFalse(
                (credits?["cast"]?.array ?? []).isEmpty && (credits?["crew"]?.array ?? []).isEmpty,
                "person \(id) has no credits")
            for part in ["cast", "crew"] {
                for credit in credits?[part]?.array ?? [] {
                    let kind = try XCTUnwrap(credit["media_type"]?.string)
                    let title = try XCTUnwrap(credit["id"]?.int)
                    let titles = kind == "movie" ? movies : series
                    XCTAssertNotNil(titles[String(title)], "person \(id) credits unknown \(kind) \(title)")
                    fromPeople.insert("\(id) \(kind) \(title) \(part) \(credit["credit_id"]?.string ?? "")")
                }
            }
        }
        XCTAssertGreaterThan(fromTitles.count, 150)
        XCTAssertEqual(fromTitles.subtracting(fromPeople), [], "title credits missing from combined_credits")
        XCTAssertEqual(fromPeople.subtracting(fromTitles), [], "combined_credits missing from the titles")
    }

    func testTheThreeSpecialEpisodesAreTheOnlyOnesMissingAStillOverviewOrAirDate() throws {
        let seasons = try objects("seasons.json")
        var missingStill: [String] = []
        var emptyOverview: [String] = []
        var emptyAirDate: [String] = []
        for (key, season) in seasons {
            for episode in season["episodes"]?.array ?? [] {
                let route =
                    "tv/\(key.replacingOccurrences(of: "/", with: "/season/"))/episode/"
                    + "\(episode["episode_number"]?.int ?? 0)"
                if episode["still_path"] == .null { missingStill.append(route) }
                if episode["overview"] == .string("") { emptyOverview.append(route) }
                if episode["air_date"] == .string("") { emptyAirDate.append(route) }
            }
        }
        XCTAssertEqual(missingStill, ["tv/2/season/1/episode/3"])
        XCTAssertEqual(emptyOverview, ["tv/3/season/2/episode/5"])
        XCTAssertEqual(emptyAirDate, ["tv/1/season/3/episode/8"])
        let readme = try String(contentsOfFile: DemoCatalogLocation.directory + "/README.md", encoding: .utf8)
        for route in missingStill + emptyOverview + emptyAirDate {
            XCTAssertTrue(readme.contains(route), "README.md documents \(route)")
        }
    }

    func testDatesPopularityAndYearsLookLikeTMDb() throws {
        let movies = try objects("movies.json")
        var years = Set<Int>()
        for (id, movie) in movies {
            let date = try XCTUnwrap(movie["release_date"]?.string)
            XCTAssertNotNil(CalendarDateProbe.parse(date), "movie \(id) release_date \(date)")
            years.insert(Int(date.prefix(4)) ?? 0)
            XCTAssertGreaterThan(movie["popularity"]?.number ?? 0, 0)
            XCTAssertFalse(movie["overview"]?.string?.isEmpty ?? true)
        }
        XCTAssertGreaterThanOrEqual(years.count, 12, "release dates across the years")
        let popular = try XCTUnwrap(DemoCatalogLocation.resource("lists.json")["/movie/popular"]?.array)
        let popularity = popular.compactMap { $0["popularity"]?.number }
        XCTAssertEqual(popularity, popularity.sorted(by: >))
        XCTAssertEqual(Set(popular.compactMap { $0["id"]?.int }).count, movies.count)
    }

    func testEveryImagePathIsAPNGWithItsKindsAspectRatioAndEveryPNGIsUsed() throws {
        let images = DemoCatalogLocation.directory + "/images/original"
        var referenced = Set<String>()
        func visit(_ value: JSONValue, key: String?) throws {
            switch value {
            case .object(let members):
                for (name, member) in members { try visit(member, key: name) }
            case .array(let elements):
                for element in elements { try visit(element, key: key) }
            case .string(let path) where key?.hasSuffix("_path") == true:
                let ratio: Double =
                    ["backdrop_path", "still_path"].contains(key)
                    ? 16.0 / 9.0
                    : key == "logo_path" ? 1 : 2.0 / 3.0
                XCTAssertTrue(path.hasPrefix("/") && path.hasSuffix(".png"), path)
                let size = try XCTUnwrap(DemoCatalogLocation.pngSize(atPath: images + path), "\(path) is a PNG")
                XCTAssertEqual(
                    Double(size.width) / Double(size.height), ratio, accuracy: ratio * 0.01, "\(key!) \(path)")
                referenced.insert(String(path.dropFirst()))
            default:
                break
            }
        }
        for name in ["movies.json", "tv.json", "seasons.json", "people.json", "lists.json"] {
            try visit(DemoCatalogLocation.resource(name), key: nil)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: images)
        XCTAssertEqual(Set(files), referenced)
        XCTAssertGreaterThan(referenced.count, 250)
    }
}

/// Parses "YYYY-MM-DD" strictly.
private enum CalendarDateProbe {
    static func parse(_ text: String) -> (Int, Int, Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2],
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return (year, month, day)
    }
}
