/// Finds TMDb titles for imports: movies by title (TMDb's search) and titles by their IMDb id (TMDb's
/// `/find`). Cache-first like every catalog read.
public protocol TitleLookupRepository: Sendable {
    /// The movies TMDb's search finds for `title`, most relevant first.
    nonisolated(nonsending) func movies(titled title: String) async throws -> Fetched<[MovieSummary]>
    /// The movie, series or episode with IMDb id `imdbID`, or nil when TMDb knows none.
    nonisolated(nonsending) func title(imdbID: String) async throws -> Fetched<ExternalTitle?>
}

/// A TMDb title found by an external id.
public enum ExternalTitle: Hashable, Sendable, Codable {
    case movie(id: Int)
    case series(id: Int)
    case episode(EpisodeKey)
}
