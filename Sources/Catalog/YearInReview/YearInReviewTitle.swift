/// What the Year in Review shows of a movie or series: its name and poster. Decodes from a ``Movie``'s or a
/// ``TVSeries``'s encoding (its `title` or `name`, and `poster`), reading nothing else of a cached title.
public struct YearInReviewTitle: Sendable, Hashable, Decodable {
    public let name: String
    public let poster: ImageURLSet?

    public init(name: String, poster: ImageURLSet?) {
        self.name = name
        self.poster = poster
    }

    /// The name and poster of a loaded movie.
    public init(_ movie: Movie) {
        self.init(name: movie.title, poster: movie.poster)
    }

    /// The name and poster of a loaded series.
    public init(_ series: TVSeries) {
        self.init(name: series.name, poster: series.poster)
    }

    private enum CodingKeys: String, CodingKey {
        case title, name, poster
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name =
            try container.decodeIfPresent(String.self, forKey: .title)
            ?? container.decode(String.self, forKey: .name)
        poster = try container.decodeIfPresent(ImageURLSet.self, forKey: .poster)
    }
}
