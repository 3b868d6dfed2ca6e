/// The library's titles with their statuses, from what the library holds: the watchlist, the plays (a series'
/// progress by its episode guide), the statuses the user set and the hidden titles.
public struct LibraryStatuses: Sendable {
    /// A title's status, whether it is hidden and since when it is in the library.
    public struct Standing: Hashable, Sendable {
        public let status: LibraryStatus?
        /// Seconds since 1970 when it was hidden; nil when it is not.
        public let hiddenAt: Double?
        /// Seconds since 1970 when the title came into its status (the status set, the first play, added to
        /// the watchlist); when it was hidden for a title without a status.
        public let since: Double

        public var isHidden: Bool { hiddenAt != nil }

        /// When it came into `section`: hidden for Hidden, else into its status.
        public func since(in section: LibrarySection) -> Double { section == .hidden ? hiddenAt ?? since : since }
    }

    /// Every title the library knows, by title.
    public let standings: [LibraryTitle: Standing]

    /// Derives the status of every title that is on the watchlist, was played, has a status set by the user
    /// or is hidden. `userStatuses` are the user's On Hold and Dropped (with when they were set), `hidden` the
    /// hidden titles (with when); a series' progress comes from its guide in `guides` (none: nothing aired).
    public init(
        watchlist: [WatchlistEntry], tracking: TrackingSnapshot, guides: [Int: EpisodeGuide],
        userStatuses: [LibraryTitle: (status: LibraryStatus, changedAt: Double)], hidden: [LibraryTitle: Double],
        today: CalendarDate
    ) {
        let played = tracking.firstPlays()
        var firstPlay: [LibraryTitle: Double] = [:]
        firstPlay.reserveCapacity(played.movies.count + played.series.count)
        for (id, at) in played.movies { firstPlay[LibraryTitle(.movie, id: id)] = at }
        for (id, at) in played.series { firstPlay[LibraryTitle(.tvSeries, id: id)] = at }
        let onWatchlist = Dictionary(
            watchlist.map { (LibraryTitle($0.kind, id: $0.id), $0.addedAt) }, uniquingKeysWith: min)
        let titles = Set(onWatchlist.keys).union(firstPlay.keys).union(userStatuses.keys).union(hidden.keys)
        var standings: [LibraryTitle: Standing] = [:]
        standings.reserveCapacity(titles.count)
        for title in titles {
            let userStatus = userStatuses[title]
            let status: LibraryStatus?
            switch title.kind {
            case .movie:
                status = LibraryStatus.ofMovie(
                    userStatus: userStatus?.status, isOnWatchlist: onWatchlist[title] != nil,
                    isWatched: firstPlay[title] != nil)
            case .tvSeries:
                status = Self.status(
                    ofSeries: title.id, tracking: tracking, guide: guides[title.id], userStatus: userStatus?.status,
                    isOnWatchlist: onWatchlist[title] != nil, today: today)
            }
            let since: Double? =
                switch status {
                case .onHold?, .dropped?: userStatus?.changedAt
                case .watching?, .completed?: firstPlay[title]
                case .planToWatch?: onWatchlist[title]
                case nil: hidden[title]
                }
            standings[title] = Standing(status: status, hiddenAt: hidden[title], since: since ?? 0)
        }
        self.standings = standings
    }

    /// The status of one series (``LibraryStatus/ofSeries(userStatus:isOnWatchlist:progress:)``), its progress
    /// from its guide (none: nothing aired) and its watched episodes.
    public static func status(
        ofSeries id: Int, tracking: TrackingSnapshot, guide: EpisodeGuide?, userStatus: LibraryStatus?,
        isOnWatchlist: Bool, today: CalendarDate
    ) -> LibraryStatus? {
        let watched = tracking.watchedEpisodes(inSeries: id)
        let progress =
            guide?.progress(watched: watched, today: today)
            ?? TrackingProgress(watched: watched.filter { !$0.isSpecial }.count, aired: 0)
        return LibraryStatus.ofSeries(userStatus: userStatus, isOnWatchlist: isOnWatchlist, progress: progress)
    }

    /// The titles of `section`: those with its status, or every hidden title for Hidden.
    public func titles(in section: LibrarySection) -> [LibraryTitle] {
        standings.filter { _, standing in
            section == .hidden ? standing.isHidden : standing.status == section.status
        }.map(\.key).sorted { ($0.kind == .movie ? 0 : 1, $0.id) < ($1.kind == .movie ? 0 : 1, $1.id) }
    }
}
