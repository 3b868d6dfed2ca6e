/// A title of a Library section with what its filters and orders read: from the library (status, hidden,
/// when added, the user's rating) and from the cached details (genres, cast, release date, TMDb's score,
/// where it streams).
public struct LibraryEntry: Sendable, Hashable {
    /// The title as lists show it (name, year, poster).
    public let item: MediaItem
    public let status: LibraryStatus?
    public let isHidden: Bool
    /// Seconds since 1970 when it came into the section (the list, the watchlist, its status or first play).
    public let addedAt: Double
    public let userRating: Int?
    public let genres: [Genre]
    public let castNames: [String]
    public let releaseDate: CalendarDate?
    public let voteAverage: Double?
    /// The providers streaming it in the region (flat rate, free, with ads).
    public let streamingProviderIDs: Set<Int>

    public init(
        item: MediaItem, status: LibraryStatus?, isHidden: Bool, addedAt: Double, userRating: Int? = nil,
        genres: [Genre] = [], castNames: [String] = [], releaseDate: CalendarDate? = nil,
        voteAverage: Double? = nil, streamingProviderIDs: Set<Int> = []
    ) {
        self.item = item
        self.status = status
        self.isHidden = isHidden
        self.addedAt = addedAt
        self.userRating = userRating
        self.genres = genres
        self.castNames = castNames
        self.releaseDate = releaseDate
        self.voteAverage = voteAverage
        self.streamingProviderIDs = streamingProviderIDs
    }

    /// The title's name.
    public var name: String { item.title }

    /// The ids of its genres.
    public var genreIDs: Set<Int> { Set(genres.map(\.id)) }
}
