import Catalog
import Features
import Foundation
import Store
import StoreTesting
import TMDb
import XCTest

/// Where to watch, trailers, credits pages and the episode's crew as the pages show them.
@MainActor
final class DiscoveryDisplayTests: XCTestCase {
    private func provider(_ id: Int, _ name: String) -> WatchProviders.Provider {
        WatchProviders.Provider(id: id, name: name)
    }

    func testWhereToWatchGroupsInOrderAndHidesEmptyOnes() {
        let display = WhereToWatchDisplay(
            WatchProviders(
                region: "DE", link: "https://www.themoviedb.org/movie/1/watch?locale=DE",
                flatrate: [provider(8, "Fixture Flix")],
                rent: [provider(2, "Fixture TV"), provider(3, "Fixture Play")],
                buy: [provider(2, "Fixture TV")]))
        XCTAssertEqual(display.groups.map(\.id), ["flatrate", "rent", "buy"])
        XCTAssertEqual(display.groups.map(\.title), ["Stream", "Rent", "Buy"])
        XCTAssertEqual(display.groups[1].services.map(\.name), ["Fixture TV", "Fixture Play"])
        XCTAssertEqual(display.groups[1].services.first?.initials, "FT")
        XCTAssertNil(display.emptyText)
        XCTAssertEqual(display.link, "https://www.themoviedb.org/movie/1/watch?locale=DE")
        XCTAssertEqual(display.attribution, "Streaming data by JustWatch")
    }

    func testNothingToStreamNamesTheRegion() {
        let display = WhereToWatchDisplay(WatchProviders(region: "DE"))
        XCTAssertTrue(display.groups.isEmpty)
        XCTAssertNil(display.link)
        let text = try? XCTUnwrap(display.emptyText)
        XCTAssertTrue(text?.hasPrefix("Not available to stream in ") ?? false, text ?? "")
        XCTAssertFalse(text?.hasSuffix(" in ") ?? true)
    }

    func testMyServicesAreHighlightedAndFilterDiscover() {
        let providers = WatchProviders(
            region: "US", flatrate: [provider(8, "Fixture Flix"), provider(9, "Other")],
            rent: [provider(3, "Fixture Play")])
        let display = WhereToWatchDisplay(providers, myServices: [8, 3])
        XCTAssertEqual(display.groups[0].services.map(\.isMine), [true, false])
        XCTAssertEqual(
            display.onYourServices, "On your services: Fixture Flix", "renting is not having it on a service")
        XCTAssertNil(WhereToWatchDisplay(providers).onYourServices)
        let movie = MovieDetailsDisplay(
            Movie(id: 1, title: "x", watchProviders: providers), isOnWatchlist: false,
            myServices: [9])
        XCTAssertEqual(movie.whereToWatch?.onYourServices, "On your services: Other")

        let query = DiscoverQuery(kind: .movie, genres: "18")
        XCTAssertEqual(DiscoverFilters(query).filters.count, 4, "no services chosen: no services filter")
        let filters = DiscoverFilters(query, myServices: [8, 337]).filters
        XCTAssertEqual(filters.last?.label, "All Services")
        XCTAssertEqual(filters.last?.choices[1].label, "On My Services")
        let mine = try? XCTUnwrap(filters.last?.choices[1].query)
        XCTAssertEqual(mine?.text, "with_genres=18&with_watch_providers=8|337")
        XCTAssertEqual(DiscoverFilters(mine!, myServices: [8, 337]).filters.last?.label, "On My Services")
    }

    func testMovieDisplayHasCertificationTrailerAndCreditsRoute() {
        let movie = Movie(
            id: 7, title: "Harbour", certification: "PG-13",
            watchProviders: WatchProviders(region: "US"),
            trailers: [Trailer(name: "Official Trailer", site: .vimeo, key: "123")])
        let display = MovieDetailsDisplay(movie, isOnWatchlist: false)
        XCTAssertEqual(display.certification, "PG-13")
        XCTAssertEqual(display.trailerURL, "https://vimeo.com/123")
        XCTAssertEqual(display.creditsRoute, .movieCredits(id: 7))
        XCTAssertNotNil(display.whereToWatch)
        let bare = MovieDetailsDisplay(Movie(id: 8, title: "Bare", certification: " "), isOnWatchlist: false)
        XCTAssertNil(bare.certification)
        XCTAssertNil(bare.trailerURL)
        XCTAssertNil(bare.whereToWatch, "unknown: the section is hidden")
    }

    func testCreditsGroupCrewByDepartmentDirectingAndWritingFirst() {
        let credits = Credits(
            title: "Harbour",
            cast: [
                CastMember(id: 2, name: "Second", character: "Pilot", order: 1, episodeCount: 1),
                CastMember(id: 1, name: "First", character: "Keeper", order: 0, episodeCount: 12),
            ],
            crew: [
                CrewMember(id: 10, name: "Composer", job: "Original Music Composer", department: "Sound"),
                CrewMember(id: 11, name: "Writer", job: "Writer", department: "Writing"),
                CrewMember(id: 12, name: "Director", job: "Director", department: "Directing"),
                CrewMember(id: 12, name: "Director", job: "Executive Producer", department: "Production"),
                CrewMember(id: 11, name: "Writer", job: "Story", department: "Writing"),
            ])
        let display = CreditsDisplay(credits)
        XCTAssertEqual(display.cast.map(\.name), ["First", "Second"])
        XCTAssertEqual(display.cast.first?.detail, "Keeper · 12 episodes")
        XCTAssertEqual(display.cast.last?.detail, "Pilot · 1 episode")
        XCTAssertEqual(display.crew.map(\.id), ["Directing", "Writing", "Sound", "Production"])
        XCTAssertEqual(display.crew[1].people.map(\.detail), ["Writer, Story"], "one row per person and department")
        XCTAssertEqual(display.crew[1].people.first?.accessibleLabel, "Writer, Writer, Story")
    }

    func testCreditsLoadFromTheMovieAndOpenPeople() async {
        let catalog = FakeCatalog()
        let movie = Movie(
            id: 3, title: "Harbour", cast: [CastMember(id: 1, name: "First", order: 0)],
            crew: [CrewMember(id: 9, name: "Ninth", job: "Director", department: "Directing")])
        catalog.answer(MovieResource(id: 3), with: Fetched(movie, isStale: true))
        let store = TestStore(
            initialState: MovieCreditsFeature.State(route: .movieCredits(id: 3)),
            reducer: DetailsFeature<MovieCreditsFeature>(dependencies: .fakes(catalog: catalog)))
        let credits = Credits(title: "Harbour", cast: movie.cast, crew: movie.crew)
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.loaded(Fetched(credits, isStale: true))) { $0.content = .ready(credits, isStale: true) }
        await store.send(.own(.personSelected(id: 9)))
        await store.receive(.navigate(.person(id: 9)))
        await store.finish()
        XCTAssertEqual(MovieCreditsFeature.title(of: credits), "Cast & Crew")
        XCTAssertFalse(MovieCreditsFeature.isEmpty(credits))
        XCTAssertTrue(MovieCreditsFeature.isEmpty(Credits(title: "x", cast: [], crew: [])))
    }

    func testSeriesCreditsDumpEpisodeCounts() async {
        let catalog = FakeCatalog()
        catalog.answer(
            TVSeriesResource(id: 4),
            with: Fetched(
                TVSeries(
                    id: 4, name: "Lanterns",
                    cast: [
                        CastMember(id: 1, name: "First", character: "Astrid", order: 0, episodeCount: 5)
                    ])))
        let store = TestStore(
            initialState: TVSeriesCreditsFeature.State(route: .tvSeriesCredits(id: 4)),
            reducer: DetailsFeature<TVSeriesCreditsFeature>(dependencies: .fakes(catalog: catalog)))
        let credits = Credits(
            title: "Lanterns",
            cast: [
                CastMember(
                    id: 1, name: "First", character: "Astrid", order: 0,
                    episodeCount: 5)
            ], crew: [])
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.loaded(Fetched(credits))) { $0.content = .ready(credits, isStale: false) }
        let dump = DumpJSON.object(TVSeriesCreditsFeature.dumpMembers(credits, own: NoOwnState())).text
        XCTAssertEqual(
            dump,
            #"{"title": "Lanterns", "cast": [{"id": 1, "name": "First", "character": "Astrid", "profileURL": null, "episodeCount": 5}], "crew": []}"#
        )
    }

    func testEpisodeShowsDirectorsWritersAndGuestStars() {
        let episode = TVEpisode(
            id: 1, tvSeriesID: 2, seasonNumber: 1, episodeNumber: 1, name: "Pilot",
            guestStars: [CastMember(id: 5, name: "Guest", character: "Pilot", order: 0)],
            crew: [
                CrewMember(id: 1, name: "Ada", job: "Director", department: "Directing"),
                CrewMember(id: 2, name: "Alan", job: "Teleplay", department: "Writing"),
                CrewMember(id: 3, name: "Grace", job: "Story", department: "Writing"),
                CrewMember(id: 4, name: "Edsger", job: "Editor", department: "Editing"),
            ])
        let display = TVEpisodeDetailsDisplay(episode, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(display.directors, "Directed by Ada")
        XCTAssertEqual(display.writers, "Written by Alan, Grace")
        XCTAssertEqual(display.guestStars.map(\.name), ["Guest"])
        let bare = TVEpisodeDetailsDisplay(
            TVEpisode(id: 1, tvSeriesID: 2, seasonNumber: 1, episodeNumber: 1, name: "x"))
        XCTAssertNil(bare.directors)
        XCTAssertNil(bare.writers)
    }
}
