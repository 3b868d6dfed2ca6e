/// What an episode page shows of its season: its name and its episodes' numbers. Decodes from a
/// ``TVSeason``'s encoding, reading only those (a cached season without its episodes' details).
public struct TVSeasonOutline: Sendable, Hashable, Decodable {
    public let name: String
    /// In the season's order.
    public let episodeNumbers: [Int]

    public init(name: String, episodeNumbers: [Int]) {
        self.name = name
        self.episodeNumbers = episodeNumbers
    }

    /// The outline of a loaded season.
    public init(_ season: TVSeason) {
        name = season.name
        episodeNumbers = season.episodes.map(\.episodeNumber)
    }

    /// The keys of ``TVSeason`` read here.
    private enum CodingKeys: String, CodingKey {
        case name, episodes
    }

    /// An episode of a ``TVSeason``'s encoding, of which only the number is read.
    private struct EpisodeNumber: Decodable {
        let episodeNumber: Int
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        episodeNumbers = try container.decode([EpisodeNumber].self, forKey: .episodes).map(\.episodeNumber)
    }
}
