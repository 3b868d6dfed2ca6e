/// `/find/{external_id}?external_source=imdb_id`: `{movie_results, tv_results, tv_episode_results, …}`. The
/// movie and series lists must be there (https://developer.themoviedb.org/reference/find-by-id): another
/// answer is a decoding error, never "no such title".
struct FindDTO: Decodable {
    /// An episode found: `{show_id, season_number, episode_number, …}`.
    struct EpisodeResult: Decodable {
        let showID: Int
        let seasonNumber: Int
        let episodeNumber: Int

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            showID = try c.id("show_id")
            seasonNumber = try c.id("season_number")
            episodeNumber = try c.id("episode_number")
        }
    }

    /// A movie or series found: `{id, …}`.
    struct TitleResult: Decodable {
        let id: Int

        init(from decoder: any Decoder) throws {
            id = try decoder.container(keyedBy: AnyKey.self).id("id")
        }
    }

    let movies: [TitleResult]
    let series: [TitleResult]
    let episodes: [EpisodeResult]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        movies = try c.requiredList("movie_results")
        series = try c.requiredList("tv_results")
        episodes = c.list("tv_episode_results")
    }
}
