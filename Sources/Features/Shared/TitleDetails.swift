import Catalog

/// A movie's or a series' details, as the pages that show either one read them (their details page,
/// their cast and crew).
protocol TitleDetails {
    var id: Int { get }
    /// The movie's title, the series' name.
    var name: String { get }
    /// The release date, the first air date.
    var date: CalendarDate? { get }
    var tagline: String? { get }
    var overview: String? { get }
    var genres: [Genre] { get }
    var poster: ImageURLSet? { get }
    var backdrop: ImageURLSet? { get }
    /// In billing order.
    var cast: [CastMember] { get }
    /// In TMDb's order.
    var crew: [CrewMember] { get }
    var certification: String? { get }
    var watchProviders: WatchProviders? { get }
    var trailers: [Trailer] { get }
    var score: VoteScore? { get }
    /// The page of its full cast and crew.
    var creditsRoute: Route { get }
    /// Its card in a grid (a search result's fields).
    var item: MediaItem { get }
}

extension Movie: TitleDetails {
    var name: String { title }
    var date: CalendarDate? { releaseDate }
    var creditsRoute: Route { .movieCredits(id: id) }
    var item: MediaItem {
        .movie(
            MovieSummary(
                id: id, title: title, overview: overview, releaseDate: releaseDate, poster: poster, backdrop: backdrop))
    }
}

extension TVSeries: TitleDetails {
    var date: CalendarDate? { firstAirDate }
    var creditsRoute: Route { .tvSeriesCredits(id: id) }
    var item: MediaItem {
        .tvSeries(
            TVSeriesSummary(
                id: id, name: name, overview: overview, firstAirDate: firstAirDate, poster: poster, backdrop: backdrop))
    }
}
