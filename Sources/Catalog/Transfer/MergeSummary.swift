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

    public init(plays: Count = Count(), ratings: Count = Count(), watchlist: Count = Count(), follows: Count = Count())
    {
        self.plays = plays
        self.ratings = ratings
        self.watchlist = watchlist
        self.follows = follows
    }

    /// Entries skipped because the library had them.
    public var duplicates: Int { plays.skipped + ratings.skipped + watchlist.skipped + follows.skipped }
}
