import Catalog

/// A season with its episodes (`/tv/{id}/season/{n}`, decoded as ``TVSeasonDTO``). Several seasons of a
/// series come in one request: appended to the series (``AppendedSeasonsDTO``), 20 a request.
public struct TVSeasonResource: BatchedCatalogResource {
    public static let name = "tvSeason"

    /// TMDb answers at most 20 appended parts per request.
    static let maxAppended = 20

    public let seriesID: Int
    public let seasonNumber: Int

    public init(_ seasonNumber: Int, inSeries seriesID: Int) {
        self.seriesID = seriesID
        self.seasonNumber = seasonNumber
    }

    public var cacheKey: String { "\(seriesID)-\(seasonNumber)" }

    public func fetch(from client: TMDbClient) async throws(CatalogError) -> TVSeason {
        let dto = try await client.get(TVSeasonDTO.self, "/tv/\(seriesID)/season/\(seasonNumber)")
        return client.images.season(dto, tvSeriesID: seriesID, seasonNumber: seasonNumber)
    }

    /// Each series' seasons appended to it (`season/N`), 20 a request.
    public static func fetch(all seasons: [TVSeasonResource], from client: TMDbClient) async throws(CatalogError)
        -> [TVSeasonResource: TVSeason]
    {
        var fetched: [TVSeasonResource: TVSeason] = [:]
        var seriesIDs: [Int] = []
        for season in seasons where !seriesIDs.contains(season.seriesID) { seriesIDs.append(season.seriesID) }
        for seriesID in seriesIDs {
            let numbers = seasons.filter { $0.seriesID == seriesID }.map(\.seasonNumber)
            for start in stride(from: 0, to: numbers.count, by: maxAppended) {
                let chunk = numbers[start..<min(start + maxAppended, numbers.count)]
                let dto = try await client.get(
                    AppendedSeasonsDTO.self, "/tv/\(seriesID)",
                    [QueryItem("append_to_response", chunk.map { "season/\($0)" }.joined(separator: ","))])
                for number in chunk {
                    guard let season = dto.seasons[number] else { continue }
                    fetched[TVSeasonResource(number, inSeries: seriesID)] = client.images.season(
                        season, tvSeriesID: seriesID, seasonNumber: number)
                }
            }
        }
        return fetched
    }
}
