import Catalog

/// `/movie/{id}` with `append_to_response=credits,recommendations,release_dates,videos,watch/providers`
/// (https://developer.themoviedb.org/reference/movie-details).
struct MovieDetailsDTO: Decodable {
    let id: Int
    let title: String
    let tagline: String?
    let overview: String?
    let releaseDate: String?
    let runtime: Int?
    let genres: [GenreDTO]
    let posterPath: String?
    let backdropPath: String?
    let cast: [CastDTO]
    let crew: [CrewDTO]
    let recommendations: [MovieListItemDTO]
    let releaseDates: ReleaseDatesDTO?
    let videos: VideosDTO?
    let watchProviders: WatchProvidersDTO?
    let score: VoteScore?
    let collection: MovieCollectionLink?
    /// `production_companies` (https://developer.themoviedb.org/reference/movie-details); [] when missing or null.
    let productionCompanies: [Company]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        title = c.text("title") ?? c.text("original_title") ?? ""
        tagline = c.text("tagline")
        overview = c.text("overview")
        releaseDate = c.text("release_date")
        runtime = c.int("runtime").flatMap { $0 > 0 ? $0 : nil }
        genres = c.list("genres")
        posterPath = c.text("poster_path")
        backdropPath = c.text("backdrop_path")
        let credits = try? c.nestedContainer(keyedBy: AnyKey.self, forKey: "credits")
        cast = credits?.list("cast") ?? []
        crew = credits?.list("crew") ?? []
        let recommended = try? c.nestedContainer(keyedBy: AnyKey.self, forKey: "recommendations")
        recommendations = recommended?.list("results") ?? []
        releaseDates = c.lenient("release_dates")
        videos = c.lenient("videos")
        watchProviders = c.lenient("watch/providers")
        score = c.voteScore()
        collection = (c.lenient("belongs_to_collection") as MovieCollectionLinkDTO?)?.link
        productionCompanies = (c.list("production_companies") as [CompanyDTO]).map(\.company)
    }
}

extension TMDbImageConfiguration {
    /// The movie of a details answer, with the certification and streaming services of `region`.
    func movie(_ dto: MovieDetailsDTO, region: String) -> Movie {
        Movie(
            id: dto.id, title: dto.title, tagline: dto.tagline, overview: dto.overview,
            releaseDate: CalendarDate(tmdb: dto.releaseDate), runtime: dto.runtime,
            genres: dto.genres.map { Genre(id: $0.id, name: $0.name) },
            poster: image(.poster, path: dto.posterPath), backdrop: image(.backdrop, path: dto.backdropPath),
            cast: cast(dto.cast), recommendations: dto.recommendations.map(movieSummary), crew: crew(dto.crew),
            certification: dto.releaseDates?.certification(in: region),
            watchProviders: watchProviders(dto.watchProviders, region: region), trailers: trailers(dto.videos),
            score: dto.score, collection: dto.collection, productionCompanies: dto.productionCompanies)
    }
}
