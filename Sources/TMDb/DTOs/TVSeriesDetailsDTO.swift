import Catalog

/// `/tv/{id}` with `append_to_response=aggregate_credits,content_ratings,videos,watch/providers`
/// (https://developer.themoviedb.org/reference/tv-series-details).
struct TVSeriesDetailsDTO: Decodable {
    let id: Int
    let name: String
    let tagline: String?
    let overview: String?
    let firstAirDate: String?
    let genres: [GenreDTO]
    let posterPath: String?
    let backdropPath: String?
    let seasons: [SeasonSummaryDTO]
    let credits: AggregateCreditsDTO?
    let contentRatings: ContentRatingsDTO?
    let videos: VideosDTO?
    let watchProviders: WatchProvidersDTO?
    let score: VoteScore?
    /// `networks` (https://developer.themoviedb.org/reference/tv-series-details); [] when missing or null.
    let networks: [Company]
    /// `episode_run_time`'s first entry, else `last_episode_to_air.runtime`
    /// (https://developer.themoviedb.org/reference/tv-series-details: the list is often empty); nil when neither.
    let episodeRuntime: Int?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.text("name") ?? c.text("original_name") ?? ""
        tagline = c.text("tagline")
        overview = c.text("overview")
        firstAirDate = c.text("first_air_date")
        genres = c.list("genres")
        posterPath = c.text("poster_path")
        backdropPath = c.text("backdrop_path")
        seasons = c.list("seasons")
        credits = c.lenient("aggregate_credits")
        contentRatings = c.lenient("content_ratings")
        videos = c.lenient("videos")
        watchProviders = c.lenient("watch/providers")
        score = c.voteScore()
        networks = (c.list("networks") as [CompanyDTO]).map(\.company)
        let lastEpisode = try? c.nestedContainer(keyedBy: AnyKey.self, forKey: "last_episode_to_air")
        episodeRuntime = (c.list("episode_run_time") as [Int]).first { $0 > 0 } ?? lastEpisode?.int("runtime")
    }
}
