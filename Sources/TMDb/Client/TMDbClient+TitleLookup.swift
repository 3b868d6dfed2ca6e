import Catalog

extension TMDbClient {
    /// The movies of the first page of the multi-search for `query` (what matching an imported film by its
    /// title needs; the demo catalog answers the same request).
    public func movieSearch(query: String) async throws -> [MovieSummary] {
        try await search(query: query, page: 1).results.compactMap { item in
            if case .movie(let movie) = item { return movie }
            return nil
        }
    }

    /// `/find/{imdbID}?external_source=imdb_id`: the movie, series or episode with that IMDb id, or nil.
    public func externalTitle(imdbID: String) async throws -> ExternalTitle? {
        guard imdbID.utf8.count <= 16, imdbID.hasPrefix("tt"), imdbID.dropFirst(2).allSatisfy(\.isASCIIDigit) else {
            return nil
        }
        let dto = try await get(FindDTO.self, "/find/\(imdbID)", [QueryItem("external_source", "imdb_id")])
        if let movie = dto.movies.first { return .movie(id: movie.id) }
        if let series = dto.series.first { return .series(id: series.id) }
        if let episode = dto.episodes.first {
            return .episode(EpisodeKey(seriesID: episode.showID, season: episode.seasonNumber,
                                       episode: episode.episodeNumber))
        }
        return nil
    }
}

extension Character {
    /// 0–9.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
