/// The episodes of the series the user follows: the calendar, and what aired since the last refresh. Hidden
/// series are left out of both (and their announcement baseline forgotten, so unhiding one announces nothing old).
/// Episode guides load cache-first (a few at a time), so a refresh within the cache's lifetime costs no
/// request.
public struct FollowedEpisodes: Sendable {
    /// How many episode guides load at once.
    static let maxConcurrentGuides = 4

    let watchlist: any WatchlistRepository
    let tracking: any TrackingRepository
    let follows: any FollowRepository
    let guides: EpisodeGuideRepository
    let lists: any ListsRepository

    public init(
        watchlist: any WatchlistRepository, tracking: any TrackingRepository, follows: any FollowRepository,
        guides: EpisodeGuideRepository, lists: any ListsRepository
    ) {
        self.watchlist = watchlist
        self.tracking = tracking
        self.follows = follows
        self.guides = guides
        self.lists = lists
    }

    /// Whether the series is followed (``FollowedSeries``).
    public func isFollowed(seriesID: Int) async throws -> Bool {
        async let choices = follows.followChoices()
        async let onWatchlist = watchlist.contains(.tvSeries, id: seriesID)
        async let watched = tracking.watchedEpisodes(inSeries: seriesID)
        return try await FollowedSeries.isFollowed(
            onWatchlist: onWatchlist, hasWatchedEpisode: !watched.isEmpty,
            choice: choices[seriesID])
    }

    /// The followed series' ids (hidden ones left out) and the library's plays.
    public func followed() async throws -> (ids: [Int], snapshot: TrackingSnapshot) {
        async let entries = watchlist.all()
        async let snapshot = tracking.snapshot()
        async let choices = follows.followChoices()
        async let hidden = lists.hiddenTitles()
        let (loadedEntries, loadedSnapshot, loadedChoices) = try await (entries, snapshot, choices)
        let hiddenSeries = Set(try await hidden.filter { $0.title.kind == .tvSeries }.map(\.title.id))
        return (
            FollowedSeries.ids(watchlist: loadedEntries, snapshot: loadedSnapshot, choices: loadedChoices)
                .filter { !hiddenSeries.contains($0) },
            loadedSnapshot
        )
    }

    /// The followed series' episodes airing in `window`. A guide that cannot be loaded leaves its series
    /// out (the calendar is then stale); when none can be, the first error is thrown.
    public func calendar(_ window: CalendarWindow) async throws -> Fetched<EpisodeCalendar> {
        let (ids, snapshot) = try await followed()
        let (loaded, failure) = await loadGuides(ids)
        if let failure, loaded.isEmpty { throw failure }
        let calendar = EpisodeCalendar(guides: loaded.map(\.value), snapshot: snapshot, window: window)
        return Fetched(calendar, isStale: failure != nil || loaded.contains(where: \.isStale))
    }

    /// What a refresh on `today` announces: for each followed series past its baseline, the regular
    /// episodes (no specials) aired by today and never announced before (recorded as announced now). A series' first refresh records
    /// its baseline and announces nothing. Series whose guide cannot be loaded wait for the next refresh.
    /// A series notified "When the Whole Season Is Out" has a season's episodes recorded and announced
    /// together, one notification a season, once its last episode aired.
    public func announcements(today: CalendarDate) async throws -> [NewEpisodes] {
        let (ids, _) = try await followed()
        try await follows.forgetBaselines(keeping: Set(ids))
        let choices = try await follows.notificationChoices()
        let (loaded, _) = await loadGuides(ids)
        var announced: [NewEpisodes] = []
        for guide in loaded.map(\.value) {
            let wholeSeasons = choices[guide.seriesID] == .wholeSeason
            // Specials (season 0) are not announced, as they never count toward progress.
            let aired = guide.episodes.filter { $0.seasonNumber > 0 && EpisodeGuide.hasAired($0, by: today) }
                .filter { !wholeSeasons || Self.isSeasonOut($0.seasonNumber, in: guide, by: today) }
            let claim = try await follows.claimAnnouncements(of: aired.map(EpisodeKey.init), inSeries: guide.seriesID)
            guard case .new(let keys) = claim, !keys.isEmpty else { continue }
            let new = Set(keys)
            let episodes = aired.filter { new.contains(EpisodeKey($0)) }
            let groups =
                wholeSeasons
                ? Dictionary(grouping: episodes, by: \.seasonNumber).sorted { $0.key < $1.key }.map(\.value)
                : [episodes]
            announced += groups.map {
                NewEpisodes(seriesID: guide.seriesID, seriesName: guide.seriesName, episodes: $0)
            }
        }
        return announced
    }

    /// Whether every episode of `season` in `guide` aired by `today`.
    static func isSeasonOut(_ season: Int, in guide: EpisodeGuide, by today: CalendarDate) -> Bool {
        guide.episodes.allSatisfy { $0.seasonNumber != season || EpisodeGuide.hasAired($0, by: today) }
    }

    /// The guides of `ids` that loaded, in the order of `ids`, and the first failure.
    private func loadGuides(_ ids: [Int]) async -> ([Fetched<EpisodeGuide>], CatalogError?) {
        let (loaded, failure) = await guides.guides(ids, width: Self.maxConcurrentGuides)
        return (ids.compactMap { loaded[$0] }, failure)
    }
}
