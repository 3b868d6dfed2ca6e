import Catalog
import Features
import Store

/// Every fake, and the app dependencies built from them.
struct AppFakes {
    let catalog = FakeCatalog()
    let search = FakeSearch()
    let recentSearches = FakeRecentSearches()
    let watchlist: FakeWatchlist
    let tracking: FakeTracking
    let follows = FakeFollows()
    let lists = FakeLists()
    let calendarFiles = FakeCalendarFiles()
    let clock = TestClock()
    /// "Today" for the tracking rules.
    var today = CalendarDate(year: 2100, month: 1, day: 1)

    /// Fakes with a silent library (no tracking) unless `tracking` is given.
    init(watchlist: [WatchlistEntry] = [], tracking: FakeTracking = .silent) {
        self.watchlist = FakeWatchlist(watchlist)
        self.tracking = tracking
    }

    var dependencies: AppDependencies {
        AppDependencies(
            catalog: catalog, search: search, recentSearches: recentSearches, watchlist: watchlist,
            tracking: tracking, follows: follows, lists: lists, calendarFiles: calendarFiles,
            today: { [today] in today }, clock: clock)
    }
}

extension AppDependencies {
    /// Dependencies made of fakes: the ones given, fresh empty fakes for the rest.
    static func fakes(
        catalog: FakeCatalog = FakeCatalog(), search: FakeSearch = FakeSearch(),
        recentSearches: FakeRecentSearches = FakeRecentSearches(),
        watchlist: FakeWatchlist = FakeWatchlist(), tracking: FakeTracking = .silent,
        follows: FakeFollows = FakeFollows(), lists: FakeLists = FakeLists(),
        calendarFiles: FakeCalendarFiles = FakeCalendarFiles(),
        today: CalendarDate = CalendarDate(year: 2100, month: 1, day: 1), myServices: Set<Int> = [],
        clock: TestClock = TestClock(), spoilerProtection: SpoilerProtection = SpoilerProtection(),
        spoilerChoices: FakeSpoilerChoices = FakeSpoilerChoices()
    ) -> AppDependencies {
        AppDependencies(
            catalog: catalog, search: search, recentSearches: recentSearches, watchlist: watchlist,
            tracking: tracking, follows: follows, lists: lists, calendarFiles: calendarFiles, today: { today },
            myServices: { myServices }, clock: clock, spoilerProtection: { spoilerProtection },
            spoilerChoices: spoilerChoices)
    }
}
