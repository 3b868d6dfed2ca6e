import Catalog
import Features
import UI
import XCTest

/// What screen readers say for cards and rows (no display needed: these are plain values).
final class AccessibleLabelTests: XCTestCase {
    func testMovieCardSaysTitleYearAndKind() {
        let movie = MovieSummary(
            id: 7, title: "Breaking Point", releaseDate: CalendarDate(year: 2019, month: 5, day: 1))
        let card = CardContent(MediaCard(.movie(movie)))
        XCTAssertEqual(card.accessibleLabel, "Breaking Point, 2019, movie")
        XCTAssertEqual(card.route, .movie(id: 7))
        XCTAssertFalse(card.isPerson)
    }

    func testSeriesCardWithoutDateSaysTitleAndKind() {
        let series = TVSeriesSummary(id: 3, name: "The Long Road")
        XCTAssertEqual(CardContent(MediaCard(.tvSeries(series))).accessibleLabel, "The Long Road, TV series")
    }

    func testPersonCardIsRoundAndSaysDepartment() {
        let person = PersonSummary(id: 9, name: "Ada Stone", knownForDepartment: "Acting")
        let card = CardContent(MediaCard(.person(person)))
        XCTAssertTrue(card.isPerson)
        XCTAssertEqual(card.accessibleLabel, "Ada Stone, Acting, person")
        XCTAssertEqual(card.route, .person(id: 9))
    }

    func testCastCardSaysCharacter() {
        let member = CastMember(id: 4, name: "Lena Park", character: "Quinn", order: 0)
        XCTAssertEqual(CardContent(CastCard(member)).accessibleLabel, "Lena Park, Quinn, person")
    }

    func testEpisodeRowsAreAnnouncedWithTheirNumber() {
        let episodes = [3, 1].map { number in
            TVEpisode(
                id: number, tvSeriesID: 2, seasonNumber: 1, episodeNumber: number, name: "Title \(number)",
                overview: nil, airDate: nil, runtime: nil, still: nil)
        }
        let season = TVSeason(tvSeriesID: 2, seasonNumber: 1, name: "Season 1", episodes: episodes)
        let rows = TVSeasonDetailsDisplay(season).episodes
        XCTAssertEqual(rows.map(\.accessibleLabel), ["Episode 1: Title 1", "Episode 3: Title 3"])
        XCTAssertEqual(rows.map(\.title), ["1. Title 1", "3. Title 3"])
    }
}
