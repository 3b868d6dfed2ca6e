import Catalog
import Store
import TMDb

/// Everything the screens need, built once by the composition root (tests pass fakes).
public struct AppDependencies: Sendable {
    /// The catalog: every resource read cache-first (`catalog.read(MovieResource(id: 603))`).
    public let catalog: any CatalogReader<TMDbClient>
    public let search: any SearchRepository
    public let recentSearches: any RecentSearchesRepository
    public let watchlist: any WatchlistRepository
    /// Plays and ratings.
    public let tracking: any TrackingRepository
    /// The series followed for the calendar and notifications, and the episodes already announced.
    public let follows: any FollowRepository
    /// The user's lists, the statuses set by hand and the hidden titles.
    public let lists: any ListsRepository
    /// The TMDb ids of the streaming services chosen in Preferences (the Library's "On My Services").
    public let myServices: @Sendable () -> Set<Int>
    /// Exports the calendar as an iCalendar file.
    public let calendarFiles: any CalendarFileWriter
    /// The local date: which episodes have aired (`POPCORN_TODAY` in the app overrides it).
    public let today: @Sendable () -> CalendarDate
    /// Times debounces (``SystemClock`` in the app, `TestClock` in tests).
    public let clock: any EffectClock
    /// TMDb's recommendations for the signed-in account (For You); none when nobody is signed in or they
    /// cannot be read.
    public let accountRecommendations: @Sendable () async -> [MediaItem]
    /// Which series hide their unwatched episodes (Preferences and the series' own choices), as they are now.
    public let spoilerProtection: @Sendable () -> SpoilerProtection
    /// The series' own spoiler choices (the series page menu's "Spoilers"), stored in the library.
    public let spoilerChoices: any SpoilerChoiceRepository
    /// Explore's For You computed ahead for the window (``startLoadingForYou()``).
    let forYouAhead = ForYouAhead()

    public init(
        catalog: any CatalogReader<TMDbClient>, search: any SearchRepository,
        recentSearches: any RecentSearchesRepository, watchlist: any WatchlistRepository,
        tracking: any TrackingRepository, follows: any FollowRepository, lists: any ListsRepository,
        calendarFiles: any CalendarFileWriter, today: @escaping @Sendable () -> CalendarDate,
        myServices: @escaping @Sendable () -> Set<Int> = { [] }, clock: any EffectClock = SystemClock(),
        accountRecommendations: @escaping @Sendable () async -> [MediaItem] = { [] },
        spoilerProtection: @escaping @Sendable () -> SpoilerProtection = { SpoilerProtection() },
        spoilerChoices: any SpoilerChoiceRepository = UnstoredSpoilerChoices()
    ) {
        self.catalog = catalog
        self.search = search
        self.recentSearches = recentSearches
        self.watchlist = watchlist
        self.tracking = tracking
        self.follows = follows
        self.lists = lists
        self.myServices = myServices
        self.calendarFiles = calendarFiles
        self.today = today
        self.clock = clock
        self.accountRecommendations = accountRecommendations
        self.spoilerProtection = spoilerProtection
        self.spoilerChoices = spoilerChoices
    }

    /// Series' episode guides, through the catalog.
    public var guides: EpisodeGuideRepository {
        EpisodeGuideRepository(
            series: { [catalog] id throws(CatalogError) in
                try await catalog.read(TVSeriesResource(id: id))
            },
            seasons: { [catalog] numbers, seriesID throws(CatalogError) in
                try await catalog.read(all: numbers.map { TVSeasonResource($0, inSeries: seriesID) })
            })
    }

    /// Starts reading the plays and ratings (``TrackingRepository/snapshot()``) on a worker thread, for a window
    /// about to be built: its first pages read them at once (Explore's For You, the posters' marks), and the
    /// library keeps what it read for them, so a heavy library is read while GTK builds the window, not after.
    public func startReadingTracking() {
        Task.detached(priority: .userInitiated) { [tracking] in _ = try? await tracking.snapshot() }
    }

    /// Starts computing Explore's For You on a worker thread, for a window about to be built: it reads the plays
    /// and ratings first (as ``startReadingTracking()`` does), then the seeds' recommendations, while GTK builds
    /// the window; Explore's first For You (``loadExploreForYou()``) takes the result.
    public func startLoadingForYou() {
        forYouAhead.start { [self] in try await ForYouFeature.load(.forYou(), from: self) }
    }

    /// Explore's For You: the list computed ahead the first time (``startLoadingForYou()``), computed now after.
    public func loadExploreForYou() async throws -> Fetched<ForYouList> {
        if let ahead = forYouAhead.take() { return try await ahead.value }
        return try await ForYouFeature.load(.forYou(), from: self)
    }

    /// The episodes of the followed series (calendar, notifications), hidden series left out.
    public var followedEpisodes: FollowedEpisodes {
        FollowedEpisodes(watchlist: watchlist, tracking: tracking, follows: follows, guides: guides, lists: lists)
    }
}
