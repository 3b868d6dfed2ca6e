import Catalog
import Features
import XCTest

/// The part of the movie and series pages that is one piece of code (``TitlePageDisplay``): the same details
/// show the same way on both, each with its own credits page and facts.
final class TitlePageDisplayTests: XCTestCase {
    private let enUS = Locale(identifier: "en_US")
    private let providers = WatchProviders(region: "US", link: nil, flatrate: [], free: [], ads: [], rent: [], buy: [])

    func testAMovieAndASeriesWithTheSameDetailsShowTheSameTitlePage() {
        let date = CalendarDate(year: 2015, month: 6, day: 1)
        let cast = [CastMember(id: 8, name: "Sana Morikawa", character: "Tess", order: 0)]
        let trailer = Trailer(name: "Trailer", site: .youTube, key: "abc")
        let score = VoteScore(average: 7.8, count: 1234)
        let movie = Movie(
            id: 3, title: "Harbor Lights", tagline: " ", overview: "At sea.", releaseDate: date,
            runtime: 125, genres: [Genre(id: 18, name: "Drama")], cast: cast, certification: "PG-13",
            watchProviders: providers, trailers: [trailer], score: score)
        let series = TVSeries(
            id: 3, name: "Harbor Lights", tagline: " ", overview: "At sea.", firstAirDate: date,
            genres: [Genre(id: 18, name: "Drama")], cast: cast, certification: "PG-13",
            watchProviders: providers, trailers: [trailer], score: score)

        let moviePage = MovieDetailsDisplay(movie, isOnWatchlist: true, locale: enUS)
        let seriesPage = TVSeriesDetailsDisplay(series, isOnWatchlist: true, locale: enUS)

        XCTAssertEqual(moviePage.title, "Harbor Lights")
        XCTAssertNil(moviePage.tagline, "a blank tagline is hidden")
        XCTAssertEqual(moviePage.year, "2015")
        XCTAssertEqual(moviePage.cast.map(\.name), ["Sana Morikawa"])
        XCTAssertEqual(moviePage.trailerURL, trailer.url)
        XCTAssertEqual(moviePage.creditsRoute, .movieCredits(id: 3))
        XCTAssertEqual(seriesPage.creditsRoute, .tvSeriesCredits(id: 3))
        XCTAssertEqual(moviePage.facts, ["PG-13", "2015", "2 h 5 min", "Drama"])
        XCTAssertEqual(seriesPage.facts, ["PG-13", "2015", "Drama"])
        let (moviePart, seriesPart) = (moviePage.titlePage, seriesPage.titlePage)
        XCTAssertEqual(moviePart.title, seriesPart.title)
        XCTAssertEqual(moviePart.year, seriesPart.year)
        XCTAssertEqual(moviePart.genresText, seriesPart.genresText)
        XCTAssertEqual(moviePart.overview, seriesPart.overview)
        XCTAssertEqual(moviePart.cast, seriesPart.cast)
        XCTAssertEqual(moviePart.watchlistButton, seriesPart.watchlistButton)
        XCTAssertEqual(moviePart.certification, seriesPart.certification)
        XCTAssertEqual(moviePart.whereToWatch, seriesPart.whereToWatch)
        XCTAssertEqual(moviePart.trailerURL, seriesPart.trailerURL)
        XCTAssertEqual(moviePart.score, seriesPart.score)
    }
}
