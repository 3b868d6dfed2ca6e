import Catalog
import Features
import Foundation
import Store
import StoreTesting
import TMDb
import XCTest

/// The calendar page, its export, the refresh's announcements, the notices and "Notify Me", over fake
/// repositories that follow their contracts; library changes arrive live, so the tests wait for the state.
@MainActor
final class CalendarTests: XCTestCase {
    private let today = CalendarDate(year: 2017, month: 2, day: 10)

    private func episode(_ season: Int, _ number: Int, aired: String?, series: Int = 1) -> TVEpisode {
        TVEpisode(
            id: series * 1_000 + season * 100 + number, tvSeriesID: series, seasonNumber: season,
            episodeNumber: number, name: "Episode \(number)", overview: "Overview \(number).",
            airDate: aired.flatMap { CalendarDate(tmdb: $0) })
    }

    /// Series 1 "Harbour Lights": S1 aired in 2016, S2 weekly from 2017-02-05 (seven episodes); series 2
    /// "Anchor Street": one episode on 2017-02-12; series 3 fails to load.
    private func dependencies(
        watchlist: FakeWatchlist = FakeWatchlist(), tracking: FakeTracking = FakeTracking(),
        follows: FakeFollows = FakeFollows(), files: FakeCalendarFiles = FakeCalendarFiles(),
        today: CalendarDate? = nil
    ) -> AppDependencies {
        let catalog = FakeCatalog()
        catalog.answer(
            TVSeriesResource(id: 1),
            with: Fetched(
                TVSeries(
                    id: 1, name: "Harbour Lights",
                    seasons: [
                        TVSeasonSummary(id: 11, seasonNumber: 1, name: "Season 1", episodeCount: 1),
                        TVSeasonSummary(id: 12, seasonNumber: 2, name: "Season 2", episodeCount: 7),
                    ])))
        catalog.answer(
            TVSeriesResource(id: 2),
            with: Fetched(
                TVSeries(
                    id: 2, name: "Anchor Street",
                    seasons: [
                        TVSeasonSummary(id: 21, seasonNumber: 1, name: "Season 1", episodeCount: 1)
                    ])))
        catalog.fail(TVSeriesResource(id: 3), with: .offline)
        let weekly = ["2017-02-05", "2017-02-12", "2017-02-19", "2017-02-26", "2017-03-05", "2017-03-12", "2017-03-19"]
        catalog.answer(
            TVSeasonResource(1, inSeries: 1),
            with: Fetched(
                TVSeason(
                    tvSeriesID: 1, seasonNumber: 1, name: "Season 1", episodes: [episode(1, 1, aired: "2016-02-06")])))
        catalog.answer(
            TVSeasonResource(2, inSeries: 1),
            with: Fetched(
                TVSeason(
                    tvSeriesID: 1, seasonNumber: 2, name: "Season 2",
                    episodes: weekly.enumerated().map { episode(2, $0.offset + 1, aired: $0.element) })))
        catalog.answer(
            TVSeasonResource(1, inSeries: 2),
            with: Fetched(
                TVSeason(
                    tvSeriesID: 2, seasonNumber: 1, name: "Season 1",
                    episodes: [episode(1, 1, aired: "2017-02-12", series: 2)])))
        return .fakes(
            catalog: catalog, watchlist: watchlist, tracking: tracking,
            follows: follows, calendarFiles: files, today: today ?? self.today)
    }

    private func onWatchlist(_ ids: Int...) -> FakeWatchlist {
        FakeWatchlist(ids.map { WatchlistEntry(kind: .tvSeries, id: $0, addedAt: Double($0)) })
    }

    func testTheCalendarShowsTheFollowedSeriesEpisodesOfTheWindow() async {
        let tracking = FakeTracking(plays: [
            Play(
                id: 1, title: .episode(EpisodeKey(seriesID: 2, season: 1, episode: 1)),
                watchedAt: 5)
        ])
        let store = Store(
            initialState: CalendarFeature.State(route: .calendar),
            reducer: DetailsFeature<CalendarFeature>(
                dependencies: dependencies(
                    watchlist: onWatchlist(1), tracking: tracking)))
        store.send(.fetch)
        await eventually("loaded") { store.state.content.content != nil }
        let calendar = store.state.content.content!
        XCTAssertEqual(
            calendar.days.map(\.date.description),
            ["2017-02-05", "2017-02-12", "2017-02-19", "2017-02-26", "2017-03-05", "2017-03-12"],
            "a week back to 30 days ahead; S2E7 (2017-03-19) is past the window")
        XCTAssertEqual(
            calendar.days[1].entries.map(\.seriesName), ["Anchor Street", "Harbour Lights"],
            "series 2 is followed because an episode of it was watched")
        XCTAssertEqual(calendar.days[1].entries.map(\.isWatched), [true, false])
        XCTAssertFalse(store.state.content.isStale)
        XCTAssertEqual(CalendarFeature.title(of: calendar), "Calendar")

        let display = CalendarDisplay(calendar, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(
            display.sections.map(\.heading).prefix(3), ["Sunday, February 5", "Today", "Sunday, February 12"],
            "today is marked between the days before and after it, though nothing airs on it")
        XCTAssertEqual(display.sections[1].rows, [])
        XCTAssertEqual(display.sections[2].rows[0].episodeTitle, "S1 · E1 · Episode 1")
        XCTAssertEqual(
            display.sections[2].rows[0].accessibleLabel,
            "Anchor Street, S1 · E1, Episode 1, Sunday, February 12, Watched")
        XCTAssertEqual(display.sections[2].rows[1].route, .tvEpisode(seriesID: 1, season: 2, episode: 2))
        XCTAssertEqual(Route.calendar.description, "calendar")
    }

    func testDayHeadingsNameTodayTomorrowAndYesterday() {
        let locale = Locale(identifier: "en_US")
        XCTAssertEqual(CalendarDisplay.heading(today, today: today, locale: locale), "Today")
        XCTAssertEqual(CalendarDisplay.heading(today.adding(days: 1), today: today, locale: locale), "Tomorrow")
        XCTAssertEqual(CalendarDisplay.heading(today.adding(days: -1), today: today, locale: locale), "Yesterday")
        XCTAssertEqual(
            CalendarDisplay.heading(today.adding(days: 2), today: today, locale: locale), "Sunday, February 12")
        XCTAssertEqual(
            CalendarDisplay.heading(CalendarDate(year: 2018, month: 1, day: 3), today: today, locale: locale),
            "Wednesday, January 3, 2018", "another year's date names its year")
        XCTAssertEqual(
            CalendarDisplay.heading(today.adding(days: 2), today: today, locale: Locale(identifier: "de_DE")),
            "Sonntag, 12. Februar")
    }

    func testTodayIsMarkedAndTheEpisodesOfEarlierDaysAreDimmed() {
        let guide = EpisodeGuide(
            seriesID: 1, seriesName: "Harbour Lights",
            episodes: [
                episode(1, 1, aired: "2017-02-09"), episode(1, 2, aired: "2017-02-10"),
                episode(1, 3, aired: "2017-02-11"),
            ])
        let calendar = EpisodeCalendar(guides: [guide], snapshot: TrackingSnapshot(), window: .page(today: today))
        let display = CalendarDisplay(calendar, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(display.sections.map(\.heading), ["Yesterday", "Today", "Tomorrow"])
        XCTAssertEqual(display.sections.map(\.isToday), [false, true, false])
        XCTAssertEqual(
            display.sections.map { $0.rows.map(\.hasAired) }, [[true], [false], [false]],
            "the days before today aired; today's episodes are the ones to watch now")
    }

    func testNothingFollowedIsEmptyAndAChangeElsewhereReloadsInPlace() async {
        let watchlist = FakeWatchlist()
        let tracking = FakeTracking()
        let store = Store(
            initialState: CalendarFeature.State(route: .calendar),
            reducer: DetailsFeature<CalendarFeature>(
                dependencies: dependencies(watchlist: watchlist, tracking: tracking)))
        store.send(.fetch)
        await eventually("loaded") { store.state.content.content != nil }
        XCTAssertEqual(store.state.content.content?.days, [])
        XCTAssertTrue(CalendarFeature.isEmpty(store.state.content.content!))

        // Adding the series to the watchlist elsewhere follows it: the page reloads in place.
        try? await watchlist.add(.tvSeries, id: 1)
        await eventually("reloaded") { store.state.content.content?.days.count == 6 }
        // Watching an episode of another series follows it too.
        _ = try? await tracking.addPlays([.episode(EpisodeKey(seriesID: 2, season: 1, episode: 1))], watchedAt: nil)
        await eventually("reloaded again") { store.state.content.content?.days[1].entries.count == 2 }
    }

    func testASeriesThatCannotLoadIsLeftOutAndMarksTheCalendarStale() async throws {
        let followed = dependencies(watchlist: onWatchlist(1, 3)).followedEpisodes
        let calendar = try await followed.calendar(.page(today: today))
        XCTAssertTrue(calendar.isStale)
        XCTAssertEqual(Set(calendar.value.entries.map(\.seriesID)), [1])
        do {
            _ = try await dependencies(watchlist: onWatchlist(3)).followedEpisodes.calendar(.page(today: today))
            XCTFail("nothing could be loaded: the error")
        } catch {
            XCTAssertEqual(CatalogError(error), .offline)
        }
    }

    func testExportWritesTheNext90DaysAndReportsTheOutcome() async {
        let files = FakeCalendarFiles()
        let store = TestStore(
            initialState: CalendarFeature.State(route: .calendar),
            reducer: DetailsFeature<CalendarFeature>(
                dependencies: dependencies(
                    watchlist: onWatchlist(1), tracking: .silent, files: files)))
        await store.send(.own(.export(path: "/tmp/a.ics"))) { $0.own.isExporting = true }
        await store.receive(.own(.exportFinished(.written(path: "/tmp/a.ics", events: 7)))) {
            $0.own.isExporting = false
            $0.own.exportOutcome = .written(path: "/tmp/a.ics", events: 7)
        }
        XCTAssertEqual(
            files.written["/tmp/a.ics"]?.entries.last?.episode.episodeNumber, 7,
            "S2E7 (2017-03-19) is within 90 days")
        XCTAssertEqual(CalendarDisplay.toast(store.state.own.exportOutcome!), "7 episodes exported")
        await store.send(.own(.exportOutcomeShown)) { $0.own.exportOutcome = nil }

        files.failWrites(
            with: .configuration("The calendar could not be written to /nowhere/a.ics: No such file or directory."))
        await store.send(.own(.export(path: "/nowhere/a.ics"))) { $0.own.isExporting = true }
        let failure = ErrorInfo(
            CatalogError.configuration(
                "The calendar could not be written to /nowhere/a.ics: No such file or directory."))
        await store.receive(.own(.exportFinished(.failed(failure)))) {
            $0.own.isExporting = false
            $0.own.exportOutcome = .failed(failure)
        }
        XCTAssertEqual(CalendarDisplay.toast(.failed(failure)), failure.message)
        await store.finish()
    }

    func testARefreshRecordsABaselineThenAnnouncesEachNewEpisodeOnce() async throws {
        let follows = FakeFollows()
        func announcements(on day: String, watchlist: FakeWatchlist) async throws -> [NewEpisodes] {
            try await dependencies(watchlist: watchlist, follows: follows).followedEpisodes
                .announcements(today: CalendarDate(tmdb: day)!)
        }
        let first = try await announcements(on: "2017-02-11", watchlist: onWatchlist(1, 2))
        XCTAssertEqual(first, [], "the first refresh of a followed series records what aired and announces nothing")
        let second = try await announcements(on: "2017-02-13", watchlist: onWatchlist(1, 2))
        XCTAssertEqual(second.map(\.seriesName), ["Harbour Lights", "Anchor Street"])
        XCTAssertEqual(second.map { $0.episodes.map(\.name) }, [["Episode 2"], ["Episode 1"]])
        let again = try await announcements(on: "2017-02-13", watchlist: onWatchlist(1, 2))
        XCTAssertEqual(again, [], "an episode is never announced twice")

        let weeksLater = try await announcements(on: "2017-03-06", watchlist: onWatchlist(1, 2))
        XCTAssertEqual(weeksLater.first?.episodes.map(\.episodeNumber), [3, 4, 5], "several new episodes: one notice")
        let notice = NewEpisodesNotice(weeksLater[0])
        XCTAssertEqual(notice.title, "Harbour Lights")
        XCTAssertEqual(notice.body, "3 new episodes: S2 · E3 to S2 · E5")
        XCTAssertEqual(notice.route, .tvEpisode(seriesID: 1, season: 2, episode: 3))
        XCTAssertEqual(NewEpisodesNotice(second[0]).body, "New episode: S2 · E2 · Episode 2")

        // Stopped, then followed again: a new baseline, nothing announced for the weeks in between.
        try await follows.setFollowing(false, seriesID: 1)
        _ = try await announcements(on: "2017-03-13", watchlist: onWatchlist(1, 2))
        try await follows.setFollowing(true, seriesID: 1)
        let refollowed = try await announcements(on: "2017-03-20", watchlist: onWatchlist(1, 2))
        XCTAssertEqual(refollowed, [], "following again records a new baseline")
    }

    func testTheNotificationsMenuSaysItsChoice() {
        XCTAssertEqual(
            NotificationChoice.allCases.map(FollowToggle.title(of:)),
            ["When Each Episode Airs", "When the Whole Season Is Out", "Never"])
        XCTAssertEqual(FollowToggle.label(of: .wholeSeason), "Notifications: When the Whole Season Is Out")
    }

    func testNotifyMeIsEachEpisodeForAWatchlistSeriesAndTheUsersChoiceIsSaved() async {
        let follows = FakeFollows()
        let tracking = FakeTracking()
        let store = Store(
            initialState: TVSeriesDetailsFeature.State(route: .tvSeries(id: 1)),
            reducer: DetailsFeature<TVSeriesDetailsFeature>(
                dependencies: dependencies(
                    tracking: tracking, follows: follows)))
        store.send(.fetch)
        await eventually("read") { store.state.own.isFollowStatusLoaded }
        XCTAssertEqual(store.state.own.notificationChoice, .never, "neither on the watchlist nor watched")
        store.send(.own(.watchlist(.toggle)))
        XCTAssertEqual(store.state.own.notificationChoice, .eachEpisode, "followed by default once on the watchlist")
        store.send(.own(.page(.follow(.choose(.never, shown: .eachEpisode)))))
        XCTAssertFalse(store.state.own.isFollowing, "optimistic")
        await eventually("saved") { follows.choices[1] == false }
        await eventually("confirmed once stored") { store.state.own.follow.confirmation != nil }
        XCTAssertEqual(store.state.own.follow.confirmation?.message, "No more notifications for this series")
        store.send(.own(.page(.follow(.confirmationShown))))
        _ = try? await tracking.addPlays([.episode(EpisodeKey(seriesID: 1, season: 1, episode: 1))], watchedAt: nil)
        await eventually("a library change") { store.state.own.tracking.status?.hasWatchedEpisode == true }
        XCTAssertEqual(store.state.own.tracking.status?.followChoice, .never, "the choice is read with the status")
        XCTAssertFalse(store.state.own.isFollowing, "the user's choice wins over watching an episode")

        follows.failWrites(with: .storage("disk full"))
        store.send(.own(.page(.follow(.choose(.eachEpisode, shown: .never)))))
        XCTAssertTrue(store.state.own.isFollowing)
        await eventually("reverted") { store.state.own.follow.error != nil }
        XCTAssertEqual(store.state.own.notificationChoice, .never)
        XCTAssertTrue(store.state.own.follow.error!.message.hasPrefix("Could not change notifications."))
        XCTAssertNil(store.state.own.follow.confirmation, "a choice that was not stored is never confirmed")
    }

    func testChoosingTheWholeSeasonIsStoredAndAChoiceMadeElsewhereIsShown() async throws {
        let follows = FakeFollows()
        let tracking = FakeTracking()
        let store = Store(
            initialState: TVSeriesDetailsFeature.State(route: .tvSeries(id: 1)),
            reducer: DetailsFeature<TVSeriesDetailsFeature>(
                dependencies: dependencies(tracking: tracking, follows: follows)))
        store.send(.fetch)
        await eventually("read") { store.state.own.isFollowStatusLoaded }
        store.send(.own(.page(.follow(.choose(.wholeSeason, shown: .never)))))
        XCTAssertEqual(store.state.own.notificationChoice, .wholeSeason, "optimistic")
        await eventually("confirmed once stored") { store.state.own.follow.confirmation != nil }
        let stored = try await follows.notificationChoices()
        XCTAssertEqual(stored[1], .wholeSeason, "the library has the choice")
        XCTAssertTrue(store.state.own.isFollowing, "a whole-season series is followed")
        XCTAssertEqual(
            store.state.own.follow.confirmation?.message, "You will be notified when a whole season is out")
        store.send(.own(.page(.follow(.confirmationShown))))

        // Another process (`popcorn notify tv/1 each-episode`) changes the library: the page follows.
        try await follows.setNotificationChoice(.eachEpisode, seriesID: 1)
        _ = try? await tracking.addPlays([.episode(EpisodeKey(seriesID: 1, season: 1, episode: 1))], watchedAt: nil)
        await eventually("the library's choice") { store.state.own.notificationChoice == .eachEpisode }
        XCTAssertEqual(store.state.own.tracking.status?.followChoice, .eachEpisode)

        // Choosing what is shown stores nothing and says nothing.
        follows.failWrites(with: .storage("disk full"))
        store.send(.own(.page(.follow(.choose(.eachEpisode, shown: .eachEpisode)))))
        XCTAssertFalse(store.state.own.follow.isSaving)
        XCTAssertNil(store.state.own.follow.error)
    }

    func testUpNextOpensTheCalendar() async {
        let store = TestStore(
            initialState: UpNextFeature.State(),
            reducer: UpNextFeature(dependencies: dependencies(tracking: .silent)))
        await store.send(.showCalendar)
        await store.receive(.navigate(.calendar))
        await store.finish()
    }
}
