import Catalog

/// The movie, series or episode with an IMDb id, or nil: `/find/{imdbID}?external_source=imdb_id`, decoded
/// as ``FindDTO`` (“not on TMDb” is cached too).
public struct ExternalIDResource: CatalogResource {
    public static let name = "externalID"

    public let imdbID: String

    public init(imdbID: String) {
        self.imdbID = imdbID
    }

    public var cacheKey: String { imdbID }

    public func fetch(from client: TMDbClient) async throws(CatalogError) -> ExternalTitle? {
        guard imdbID.utf8.count <= 16, imdbID.hasPrefix("tt"), imdbID.dropFirst(2).allSatisfy(\.isASCIIDigit) else {
            return nil
        }
        let dto = try await client.get(FindDTO.self, "/find/\(imdbID)", [QueryItem("external_source", "imdb_id")])
        if let movie = dto.movies.first { return .movie(id: movie.id) }
        if let series = dto.series.first { return .series(id: series.id) }
        if let episode = dto.episodes.first {
            return .episode(
                EpisodeKey(
                    seriesID: episode.showID, season: episode.seasonNumber,
                    episode: episode.episodeNumber))
        }
        return nil
    }
}

extension Character {
    /// 0–9.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
