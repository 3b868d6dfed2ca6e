import Catalog
import Features
import Synchronization
import XCTest

/// The ranking of GNOME Shell's search (`ShellSearch`): the library's matches first, best match then most
/// recent, TMDb's after them, each title once, at most `limit`; and what the overview shows of each.
@MainActor
final class ShellSearchTests: XCTestCase {
    /// TMDb's multi-search answering at once with fixed results.
    private struct AnsweringSearch: SearchRepository {
        let items: [MediaItem]
        func search(query: String, page: Int) async throws(CatalogError) -> Page<MediaItem> {
            Page(page: 1, totalPages: 1, totalResults: items.count, results: items)
        }
    }

    /// TMDb's multi-search answering nothing, recording the queries it gets.
    private final class RecordingSearch: SearchRepository {
        let queries = Mutex<[String]>([])
        func search(query: String, page: Int) async throws(CatalogError) -> Page<MediaItem> {
            queries.withLock { $0.append(query) }
            return Page(page: 1, totalPages: 1, totalResults: 0, results: [])
        }
    }

    private static func movie(_ id: Int, _ title: String, year: Int? = nil) -> MediaItem {
        .movie(MovieSummary(id: id, title: title, releaseDate: year.map { CalendarDate(year: $0, month: 3, day: 31) }))
    }

    private func search(
        library: [ShellSearchTitle], remote: [MediaItem] = [], limit: Int = 8
    ) -> ShellSearch {
        ShellSearch(
            loadLibrary: { library }, search: AnsweringSearch(items: remote), posterFile: { _ in nil }, limit: limit)
    }

    /// `prepare()` (at every start, when the search provider is exported) reads the library once the
    /// start-up is over, not while the window paints its first frame; a search before then reads it at once.
    func testPreparingReadsTheLibraryAfterTheStartUpAndASearchAtOnce() async throws {
        let reads = Mutex(0)
        let library = [ShellSearchTitle(Self.movie(603, "The Matrix", year: 1999))]
        let prepared = ShellSearch(
            loadLibrary: {
                reads.withLock { $0 += 1 }
                return library
            }, search: AnsweringSearch(items: []), posterFile: { _ in nil }, preparationDelay: .milliseconds(300))
        prepared.prepare()
        try await Task.sleep(for: .milliseconds(100))
        XCTAssertEqual(reads.withLock { $0 }, 0, "not during the start-up")
        try await Task.sleep(for: .milliseconds(400))
        XCTAssertEqual(reads.withLock { $0 }, 1, "once the start-up is over")

        let searched = ShellSearch(
            loadLibrary: {
                reads.withLock { $0 += 1 }
                return library
            }, search: AnsweringSearch(items: []), posterFile: { _ in nil }, preparationDelay: .seconds(60))
        searched.prepare()
        let ids = await searched.initialResults(["matrix"])
        XCTAssertEqual(ids, ["movie/603"], "a search does not wait for the delay")
        XCTAssertEqual(reads.withLock { $0 }, 2)
    }

    /// The read `prepare()` starts takes its time (its pace is relaxed) until a search waits for it: then it is
    /// hurried, and the search finds the library's titles within its deadline.
    func testASearchHurriesThePreparedReadOfTheLibrary() async throws {
        let library = [ShellSearchTitle(Self.movie(603, "The Matrix", year: 1999))]
        let paces = Mutex<[ShellSearchPace]>([])
        let search = ShellSearch(
            loadLibrary: {
                XCTFail("a search during the prepared read hurries it rather than reading again")
                return []
            },
            prepareLibrary: { pace in
                paces.withLock { $0.append(pace) }
                // A heavy library read slowly: it ends only once hurried (or after 5 s).
                for _ in 0..<1_000 where pace.isRelaxed {
                    try? await Task.sleep(for: .milliseconds(5))
                }
                return library
            }, search: AnsweringSearch(items: []), posterFile: { _ in nil }, preparationDelay: .zero)
        search.prepare()
        for _ in 0..<200 where paces.withLock({ $0.isEmpty }) {
            try await Task.sleep(for: .milliseconds(5))
        }
        try await Task.sleep(for: .milliseconds(50))
        XCTAssertEqual(paces.withLock { $0.map(\.isRelaxed) }, [true], "the prepared read takes its time")
        let ids = await search.initialResults(["matrix"])
        XCTAssertEqual(ids, ["movie/603"], "found within the search's deadline")
        XCTAssertEqual(paces.withLock { $0.map(\.isRelaxed) }, [false])
    }

    func testTheLibrarysBestMatchesComeFirstThenTheMostRecent() async {
        let search = search(library: [
            ShellSearchTitle(Self.movie(1, "Making The Matrix", year: 2021)),  // most recent, word prefix
            ShellSearchTitle(Self.movie(2, "The Animatrix", year: 2003)),  // substring only
            ShellSearchTitle(Self.movie(603, "The Matrix", year: 1999)),  // word prefix
            ShellSearchTitle(Self.movie(4, "Matrix", year: 1993)),  // the name starts with the terms
            ShellSearchTitle(Self.movie(5, "Heat", year: 1995)),
        ])
        let ids = await search.initialResults(["MATRIX"])
        XCTAssertEqual(ids, ["movie/4", "movie/1", "movie/603", "movie/2"])
    }

    func testEveryTermMustOccurIgnoringCaseAndAccents() async {
        let search = search(library: [
            ShellSearchTitle(Self.movie(194, "Le Fabuleux Destin d'Amélie Poulain")),
            ShellSearchTitle(Self.movie(7, "Amelia")),
        ])
        let both = await search.initialResults(["amelie"])
        XCTAssertEqual(both, ["movie/194"])
        let none = await search.initialResults(["amelie", "paris"])
        XCTAssertEqual(none, [])
        let empty = await search.initialResults(["  "])
        XCTAssertEqual(empty, [])
    }

    func testTMDbResultsFollowTheLibraryOnceEachWithinTheLimit() async {
        let search = search(
            library: [ShellSearchTitle(Self.movie(603, "The Matrix", year: 1999))],
            remote: [
                Self.movie(9, "Matrix Story"), Self.movie(603, "The Matrix", year: 1999), Self.movie(10, "Matrix Two"),
            ],
            limit: 2)
        let first = await search.initialResults(["matrix"])
        XCTAssertEqual(first, ["movie/603"], "TMDb's answer is not waited for by a first search")
        let refined = await search.subsearchResults(previous: first, terms: ["matrix"])
        XCTAssertEqual(refined, ["movie/603", "movie/9"], "the library first, no title twice, at most the limit")
    }

    func testTheMetasNameTheKindAndYearsWithAThemedIconWithoutAPoster() async {
        let series = MediaItem.tvSeries(
            TVSeriesSummary(
                id: 1399, name: "Game of Thrones", firstAirDate: CalendarDate(year: 2011, month: 4, day: 17)))
        let search = search(library: [
            ShellSearchTitle(Self.movie(603, "The Matrix of Thrones", year: 1999)),
            ShellSearchTitle(series, lastYear: 2019),
            ShellSearchTitle(.person(PersonSummary(id: 31, name: "Throne Hanks"))),
        ])
        let ids = await search.initialResults(["thron"])
        XCTAssertEqual(Set(ids), ["movie/603", "tv/1399", "person/31"])
        let results = search.results(ids: ["tv/1399", "movie/603", "person/31", "movie/1"])
        XCTAssertEqual(results.map(\.description), ["TV Series · 2011–2019", "Movie · 1999", "Person"])
        XCTAssertEqual(results.map(\.name), ["Game of Thrones", "The Matrix of Thrones", "Throne Hanks"])
        XCTAssertEqual(
            results.map(\.iconName),
            ["video-x-generic-symbolic", "video-x-generic-symbolic", "avatar-default-symbolic"])
        XCTAssertEqual(results.map(\.posterFile), [nil, nil, nil])
    }

    func testASeriesWithinOneYearAndATitleWithoutADateNameOnlyWhatIsKnown() {
        let series = MediaItem.tvSeries(
            TVSeriesSummary(id: 200, name: "Lanterns", firstAirDate: CalendarDate(year: 2018, month: 9, day: 2)))
        XCTAssertEqual(ShellSearchTitle(series, lastYear: 2018).description, "TV Series · 2018")
        XCTAssertEqual(ShellSearchTitle(Self.movie(101, "The Quiet Orchard")).description, "Movie")
    }

    func testTMDbIsAskedForTheTermsAsTypedOncePerQuery() async {
        let recorder = RecordingSearch()
        let search = ShellSearch(loadLibrary: { [] }, search: recorder, posterFile: { _ in nil })
        _ = await search.subsearchResults(previous: [], terms: ["Amélie", "Poulain"])
        _ = await search.subsearchResults(previous: [], terms: ["amelie", "poulain "])
        XCTAssertEqual(recorder.queries.withLock { $0 }, ["Amélie Poulain"], "the same query, answered already")
    }

    func testLaunchingTheSearchOpensTheSearchPageWithTheTerms() {
        XCTAssertEqual(
            ShellSearch.searchRoute(terms: ["the", "matrix"]), Route.search(query: "the matrix").description)
    }
}
