/// What merging contents into the library did: what was added and what it already had.
public struct MergeSummary: Equatable, Sendable {
    /// Added and already present (skipped) counts of one kind of entry.
    public struct Count: Equatable, Sendable {
        public var added = 0
        public var skipped = 0

        public init(added: Int = 0, skipped: Int = 0) {
            self.added = added
            self.skipped = skipped
        }
    }

    public var plays = Count()
    public var ratings = Count()
    public var watchlist = Count()
    public var follows = Count()
    /// Lists made (added) and lists of a name the library had (skipped: their items merge into it).
    public var lists = Count()
    public var listItems = Count()
    public var statuses = Count()
    public var hidden = Count()

    public init(
        plays: Count = Count(), ratings: Count = Count(), watchlist: Count = Count(), follows: Count = Count(),
        lists: Count = Count(), listItems: Count = Count(), statuses: Count = Count(), hidden: Count = Count()
    ) {
        self.plays = plays
        self.ratings = ratings
        self.watchlist = watchlist
        self.follows = follows
        self.lists = lists
        self.listItems = listItems
        self.statuses = statuses
        self.hidden = hidden
    }

    /// Entries skipped because the library had them (a list of a known name is not one: its items are).
    public var duplicates: Int {
        plays.skipped + ratings.skipped + watchlist.skipped + follows.skipped + listItems.skipped + statuses.skipped
            + hidden.skipped
    }
}
