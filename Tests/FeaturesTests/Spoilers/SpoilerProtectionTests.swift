import Catalog
import Features
import Foundation
import Store
import XCTest

/// Issue 36, spoiler protection: which episodes the season and episode pages hide and Reveal on one episode
/// only (the calendar and notifications: SpoilerCLITests).
final class SpoilerProtectionTests: XCTestCase {
    private let enUS = Locale(identifier: "en_US")
    private let seasonRoute = Route.tvSeason(seriesID: 1, season: 1)

    private func status(watched: Set<Int> = [], watchCount: Int = 0) -> TrackingStatus {
        var status = TrackingStatus()
        status.watchedEpisodes = watched
        status.watchCount = watchCount
        return status
    }

    /// The season page of series 1 (episodes 1, 2 and 3; 1 watched) once the library was read.
    private func seasonPage(_ protection: SpoilerProtection) -> DetailsState<TVSeasonDetailsFeature> {
        var state = DetailsState<TVSeasonDetailsFeature>(route: seasonRoute)
        state.content = .ready(
            Fixtures.season(1, episodes: (1...3).map { Fixtures.episode($0) }), isStale: false)
        _ = TVSeasonDetailsFeature.reduce(
            &state.own, action: .tracking(.statusLoaded(status(watched: [1]))), route: seasonRoute,
            dependencies: .fakes(spoilerProtection: protection))
        return state
    }

    func testASeriesChoiceOverridesThePreferencesSwitch() {
        let protection = SpoilerProtection(isOn: true, seriesChoices: [2: false, 3: true])
        XCTAssertTrue(protection.protects(seriesID: 1), "the switch")
        XCTAssertFalse(protection.protects(seriesID: 2), "shown for this series")
        XCTAssertTrue(SpoilerProtection(isOn: false, seriesChoices: [3: true]).protects(seriesID: 3))
        XCTAssertFalse(SpoilerProtection().protects(seriesID: 1), "off by default")
    }

    func testTheShieldHidesUnwatchedEpisodesOfAProtectedSeriesUntilRevealed() {
        var shield = SpoilerShield()
        XCTAssertFalse(shield.hides(2, isWatched: false), "the dump waits for the protection")
        XCTAssertTrue(shield.hides(2, isWatched: false, untilKnown: true), "the window hides it until known")
        shield.isProtecting = false
        XCTAssertFalse(shield.hides(2, isWatched: false))
        shield.isProtecting = true
        XCTAssertTrue(shield.hides(2, isWatched: false))
        XCTAssertFalse(shield.hides(2, isWatched: true), "a watched episode is never hidden")
        shield.reveal(2)
        XCTAssertFalse(shield.hides(2, isWatched: false))
        XCTAssertTrue(shield.hides(3, isWatched: false), "revealing one episode reveals no other")
    }

    func testTheSeasonPageReadsTheProtectionWithTheLibraryAndRevealsOneEpisode() {
        var state = seasonPage(SpoilerProtection(isOn: true))
        XCTAssertEqual(state.own.spoilers.isProtecting, true)
        var rows = state.display(locale: enUS)?.episodes ?? []
        XCTAssertEqual(rows.map(\.spoilerHidden), [false, true, true])
        XCTAssertEqual(rows.map(\.title), ["1. Episode title 1", "Episode 2", "Episode 3"])
        XCTAssertEqual(rows[1].accessibleLabel, "Episode 2", "the name is not read out")
        XCTAssertNil(rows[1].overview)
        XCTAssertEqual(rows[0].overview, "An overview.")
        _ = TVSeasonDetailsFeature.reduce(
            &state.own, action: .revealEpisode(episodeNumber: 2), route: seasonRoute,
            dependencies: .fakes(spoilerProtection: SpoilerProtection(isOn: true)))
        rows = state.display(locale: enUS)?.episodes ?? []
        XCTAssertEqual(rows.map(\.spoilerHidden), [false, false, true])
        XCTAssertEqual(rows[1].title, "2. Episode title 2")
        XCTAssertEqual(rows[1].overview, "An overview.")
        XCTAssertEqual(rows[2].title, "Episode 3")
    }

    func testTheSeasonPageOfASeriesShownByItsChoiceHidesNothing() {
        let state = seasonPage(SpoilerProtection(isOn: true, seriesChoices: [1: false]))
        XCTAssertEqual(state.display(locale: enUS)?.episodes.map(\.spoilerHidden), [false, false, false])
        XCTAssertEqual(
            seasonPage(SpoilerProtection()).display(locale: enUS)?.episodes.map(\.spoilerHidden),
            [false, false, false], "off by default")
    }

    func testTheEpisodePageHidesAnUnwatchedEpisodeUntilRevealed() {
        let route = Route.tvEpisode(seriesID: 1, season: 1, episode: 2)
        let dependencies = AppDependencies.fakes(spoilerProtection: SpoilerProtection(isOn: true))
        var state = DetailsState<TVEpisodeDetailsFeature>(route: route)
        state.content = .ready(Fixtures.episode(2, name: "The Reveal", still: Fixtures.still("/e.jpg")), isStale: false)
        XCTAssertEqual(
            state.display(locale: enUS, hidingUntilKnown: true)?.spoilerHidden, true,
            "the window hides it until the library was read")
        _ = TVEpisodeDetailsFeature.reduce(
            &state.own, action: .tracking(.statusLoaded(status())), route: route, dependencies: dependencies)
        var display = state.display(locale: enUS)
        XCTAssertEqual(display?.spoilerHidden, true)
        XCTAssertEqual(display?.title, "Episode 2")
        XCTAssertEqual(display?.pageTitle, "Episode 2")
        XCTAssertEqual(state.pageTitle, "Episode 2", "the header bar does not name it either")
        XCTAssertNil(display?.subtitle)
        XCTAssertNil(display?.overview)
        XCTAssertNotNil(display?.stillURL, "the still is shown blurred")
        _ = TVEpisodeDetailsFeature.reduce(&state.own, action: .reveal, route: route, dependencies: dependencies)
        display = state.display(locale: enUS)
        XCTAssertEqual(display?.spoilerHidden, false)
        XCTAssertEqual(display?.title, "The Reveal")
        XCTAssertEqual(state.pageTitle, "The Reveal")
        XCTAssertEqual(display?.overview, "An overview.")

        var watched = DetailsState<TVEpisodeDetailsFeature>(route: route)
        watched.content = state.content
        _ = TVEpisodeDetailsFeature.reduce(
            &watched.own, action: .tracking(.statusLoaded(status(watchCount: 1))), route: route,
            dependencies: dependencies)
        XCTAssertEqual(watched.display(locale: enUS)?.spoilerHidden, false, "a watched episode is shown")
    }
}
