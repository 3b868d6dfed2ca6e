/// Where fresh catalog data comes from (TMDb over HTTP, or the bundled demo catalog).
///
/// Errors thrown are `CatalogError`.
public protocol CatalogRemoteDataSource: Sendable {
    func movie(id: Int) async throws -> Movie
    func series(id: Int) async throws -> TVSeries
    func season(_ seasonNumber: Int, inSeries tvSeriesID: Int) async throws -> TVSeason
    /// Several seasons of one series, in as few requests as the source allows; seasons it does not know are
    /// left out.
    func seasons(_ seasonNumbers: [Int], inSeries tvSeriesID: Int) async throws -> [TVSeason]
    func episode(_ episodeNumber: Int, inSeason seasonNumber: Int, inSeries tvSeriesID: Int) async throws
        -> TVEpisode
    func person(id: Int) async throws -> Person
    func section(_ section: ExploreSectionID, page: Int) async throws -> Page<MediaItem>
    /// The movies of the first page of TMDb's search for `query`.
    func movieSearch(query: String) async throws -> [MovieSummary]
    /// The title with IMDb id `imdbID` (TMDb's `/find`), or nil.
    func externalTitle(imdbID: String) async throws -> ExternalTitle?
    /// One page of a discover query (its `page` is ignored).
    func discover(_ query: DiscoverQuery, page: Int) async throws -> Page<MediaItem>
}
