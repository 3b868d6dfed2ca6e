/// Everything the user's library keeps, as a backup holds it and an import adds it: watchlist entries
/// (with their added dates), plays (with their times), ratings (with their dates), follow choices (with
/// their dates), the user's lists (with their items), statuses, hidden titles and recent searches. Times are
/// seconds since 1970 (UTC), kept exactly.
public struct LibraryContents: Equatable, Sendable {
    /// One play: a movie or an episode, watched at a time.
    public struct PlayRecord: Hashable, Sendable {
        public let title: TrackedTitle
        public let watchedAt: Double

        public init(title: TrackedTitle, watchedAt: Double) {
            self.title = title
            self.watchedAt = watchedAt
        }
    }

    /// One rating of a movie, a series or an episode.
    public struct RatingRecord: Hashable, Sendable {
        public let title: TrackedTitle
        public let rating: Rating

        public init(title: TrackedTitle, rating: Rating) {
            self.title = title
            self.rating = rating
        }
    }

    /// The user's choice to follow a series or not, and (followed) whether to be notified of whole seasons
    /// only (``NotificationChoice/wholeSeason``).
    public struct FollowRecord: Hashable, Sendable {
        public let seriesID: Int
        public let following: Bool
        public let changedAt: Double
        public let wholeSeason: Bool

        public init(seriesID: Int, following: Bool, changedAt: Double, wholeSeason: Bool = false) {
            self.seriesID = seriesID
            self.following = following
            self.changedAt = changedAt
            self.wholeSeason = wholeSeason
        }
    }

    /// One of the user's lists, by name (a backup carries no ids: a list merges into the one of its name).
    public struct ListRecord: Hashable, Sendable {
        public let name: String
        public let description: String
        public let createdAt: Double
        /// Oldest first.
        public let items: [UserListItem]

        public init(name: String, description: String, createdAt: Double, items: [UserListItem]) {
            self.name = name
            self.description = description
            self.createdAt = createdAt
            self.items = items
        }
    }

    public var watchlist: [WatchlistEntry]
    public var plays: [PlayRecord]
    public var ratings: [RatingRecord]
    public var follows: [FollowRecord]
    /// Oldest first.
    public var lists: [ListRecord]
    /// The statuses set by the user, oldest first.
    public var statuses: [TitleStatus]
    /// Oldest first.
    public var hidden: [HiddenTitle]
    /// Most recent first.
    public var recentSearches: [String]

    public init(
        watchlist: [WatchlistEntry] = [], plays: [PlayRecord] = [], ratings: [RatingRecord] = [],
        follows: [FollowRecord] = [], lists: [ListRecord] = [], statuses: [TitleStatus] = [],
        hidden: [HiddenTitle] = [], recentSearches: [String] = []
    ) {
        self.watchlist = watchlist
        self.plays = plays
        self.ratings = ratings
        self.follows = follows
        self.lists = lists
        self.statuses = statuses
        self.hidden = hidden
        self.recentSearches = recentSearches
    }

    /// Whether there is nothing in it.
    public var isEmpty: Bool {
        watchlist.isEmpty && plays.isEmpty && ratings.isEmpty && follows.isEmpty && lists.isEmpty
            && statuses.isEmpty && hidden.isEmpty && recentSearches.isEmpty
    }
}
