/// Finds TMDb titles by their ids elsewhere (IMDb's `tt…`), for imports.
public protocol ExternalIDRepository: Sendable {
    /// The movie, series or episode with IMDb id `imdbID`, or nil when TMDb knows none.
    func title(imdbID: String) async throws -> ExternalTitle?
}

/// A TMDb title found by an external id.
public enum ExternalTitle: Hashable, Sendable {
    case movie(id: Int)
    case series(id: Int)
    case episode(EpisodeKey)
}
