import Catalog
import Features
import TMDb
import XCTest

/// History reads only the page of plays it shows: a library of 100,000 plays is not read whole (and indexed)
/// to show 20 of them (issue 38, figure 15).
final class HistoryPageReadTests: XCTestCase {
    func testHistoryLoadsItsPageWithoutReadingTheWholeLibrary() async throws {
        let plays = (1...45).map { Play(id: Int64($0), title: .movie(id: 5), watchedAt: Double($0)) }
        let catalog = FakeCatalog()
        catalog.answer(MovieResource(id: 5), with: Fetched(Fixtures.movie(5, title: "Paper Orchard")))
        let dependencies = AppDependencies(
            catalog: catalog, search: FakeSearch(), recentSearches: FakeRecentSearches(), watchlist: FakeWatchlist(),
            tracking: PageOnlyTracking(FakeTracking(plays: plays)), follows: FakeFollows(), lists: FakeLists(),
            calendarFiles: FakeCalendarFiles(), today: { CalendarDate(year: 2100, month: 1, day: 1) })
        let history = try await HistoryFeature.load(.history(page: 3), from: dependencies).value
        XCTAssertEqual(history.entries.map(\.play.id), [5, 4, 3, 2, 1], "the last page, newest first")
        XCTAssertEqual(history.entries.first?.title, "Paper Orchard")
        XCTAssertEqual(history.page, 3)
        XCTAssertEqual(history.totalPages, 3)
    }
}

/// A library that reads pages of plays, and refuses to read its whole snapshot.
private final class PageOnlyTracking: TrackingRepository {
    private let base: FakeTracking

    init(_ base: FakeTracking) {
        self.base = base
    }

    func plays(offset: Int, limit: Int) async throws(CatalogError) -> (page: [Play], total: Int) {
        let plays = base.plays
        return (Array(plays.dropFirst(offset).prefix(limit)), plays.count)
    }

    func snapshot() async throws(CatalogError) -> TrackingSnapshot {
        throw .storage("the whole library was read")
    }

    func addPlays(_ titles: [TrackedTitle], watchedAt: Double?) async throws(CatalogError) -> [Play] {
        try await base.addPlays(titles, watchedAt: watchedAt)
    }

    func addFirstPlays(_ titles: [TrackedTitle], watchedAt: Double?) async throws(CatalogError) -> [Play] {
        try await base.addFirstPlays(titles, watchedAt: watchedAt)
    }

    func removePlays(_ ids: [Int64]) async throws(CatalogError) { try await base.removePlays(ids) }

    func restorePlays(_ plays: [Play]) async throws(CatalogError) { try await base.restorePlays(plays) }

    func setRating(_ value: Int?, for title: TrackedTitle) async throws(CatalogError) {
        try await base.setRating(value, for: title)
    }

    func watchedEpisodes(inSeries seriesID: Int) async throws(CatalogError) -> Set<EpisodeKey> {
        try await base.watchedEpisodes(inSeries: seriesID)
    }

    func trackingChanges() -> AsyncStream<TrackingSnapshot> { base.trackingChanges() }
}
