/// `{id, name}`.
struct GenreDTO: Decodable {
    let id: Int
    let name: String

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.text("name") ?? ""
    }
}

/// `{genres: [...]}` (`/genre/movie/list`, `/genre/tv/list`).
struct GenreListDTO: Decodable {
    let genres: [GenreDTO]

    init(from decoder: any Decoder) throws {
        genres = try decoder.container(keyedBy: AnyKey.self).list("genres")
    }
}

/// A cast entry of `credits.cast`.
struct CastDTO: Decodable {
    let id: Int
    let name: String
    let character: String?
    let order: Int
    let profilePath: String?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.text("name") ?? ""
        character = c.text("character")
        order = c.int("order") ?? Int.max
        profilePath = c.text("profile_path")
    }
}

/// `/movie/{id}` with `append_to_response=credits,recommendations`.
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
    let recommendations: [MovieListItemDTO]

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
        let recommended = try? c.nestedContainer(keyedBy: AnyKey.self, forKey: "recommendations")
        recommendations = recommended?.list("results") ?? []
    }
}

/// A season as `/tv/{id}` lists it.
struct SeasonSummaryDTO: Decodable {
    let id: Int
    let seasonNumber: Int
    let name: String
    let overview: String?
    let airDate: String?
    let episodeCount: Int
    let posterPath: String?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        seasonNumber = c.int("season_number") ?? 0
        id = c.int("id") ?? seasonNumber
        name = c.text("name") ?? ""
        overview = c.text("overview")
        airDate = c.text("air_date")
        episodeCount = c.int("episode_count") ?? 0
        posterPath = c.text("poster_path")
    }
}

/// `/tv/{id}` with `append_to_response=credits`.
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
    let cast: [CastDTO]

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
        let credits = try? c.nestedContainer(keyedBy: AnyKey.self, forKey: "credits")
        cast = credits?.list("cast") ?? []
    }
}

/// An episode: `/tv/{id}/season/{n}/episode/{e}`, and each entry of a season's `episodes`.
struct TVEpisodeDTO: Decodable {
    let id: Int
    let name: String
    let overview: String?
    let airDate: String?
    let episodeNumber: Int
    let seasonNumber: Int?
    let runtime: Int?
    let stillPath: String?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.lenient("name") ?? ""
        overview = c.text("overview")
        airDate = c.text("air_date")
        episodeNumber = c.int("episode_number") ?? 0
        seasonNumber = c.int("season_number")
        runtime = c.int("runtime").flatMap { $0 > 0 ? $0 : nil }
        stillPath = c.text("still_path")
    }
}

/// `/tv/{id}/season/{n}`.
struct TVSeasonDTO: Decodable {
    let seasonNumber: Int?
    let name: String
    let overview: String?
    let airDate: String?
    let posterPath: String?
    let episodes: [TVEpisodeDTO]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        guard c.int("id") != nil || c.contains("episodes") || c.contains("season_number") else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a season"))
        }
        seasonNumber = c.int("season_number")
        name = c.text("name") ?? ""
        overview = c.text("overview")
        airDate = c.text("air_date")
        posterPath = c.text("poster_path")
        episodes = c.list("episodes")
    }
}

/// A credit of `combined_credits.cast` / `.crew`.
struct PersonCreditDTO: Decodable {
    let id: Int
    let mediaType: String
    let title: String
    let role: String?
    let date: String?
    let posterPath: String?
    let popularity: Double

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        guard let type = c.text("media_type"), type == "movie" || type == "tv" else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "media_type"))
        }
        mediaType = type
        title = c.text("title") ?? c.text("name") ?? c.text("original_title") ?? c.text("original_name") ?? ""
        role = c.text("character") ?? c.text("job")
        date = c.text("release_date") ?? c.text("first_air_date")
        posterPath = c.text("poster_path")
        popularity = c.double("popularity") ?? 0
    }
}

/// `/person/{id}` with `append_to_response=combined_credits`.
struct PersonDetailsDTO: Decodable {
    let id: Int
    let name: String
    let biography: String?
    let knownForDepartment: String?
    let birthday: String?
    let placeOfBirth: String?
    let profilePath: String?
    let credits: [PersonCreditDTO]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.text("name") ?? ""
        biography = c.text("biography")
        knownForDepartment = c.text("known_for_department")
        birthday = c.text("birthday")
        placeOfBirth = c.text("place_of_birth")
        profilePath = c.text("profile_path")
        let combined = try? c.nestedContainer(keyedBy: AnyKey.self, forKey: "combined_credits")
        let cast: [PersonCreditDTO] = combined?.list("cast") ?? []
        let crew: [PersonCreditDTO] = combined?.list("crew") ?? []
        credits = cast + crew
    }
}

/// `/configuration` (the `images` part).
struct ConfigurationDTO: Decodable {
    let secureBaseURL: String
    let sizes: [String: [String]]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let images = try c.nestedContainer(keyedBy: AnyKey.self, forKey: "images")
        guard let base = images.text("secure_base_url") ?? images.text("base_url") else {
            throw DecodingError.keyNotFound(AnyKey(stringValue: "secure_base_url"),
                                            .init(codingPath: c.codingPath, debugDescription: "missing base URL"))
        }
        secureBaseURL = base
        var sizes: [String: [String]] = [:]
        for kind in ["poster", "backdrop", "still", "profile"] {
            sizes[kind] = images.list(AnyKey(stringValue: "\(kind)_sizes"))
        }
        self.sizes = sizes
    }
}

/// TMDb's error body: `{"status_code": 34, "status_message": "…", "success": false}`.
struct TMDbErrorDTO: Decodable {
    let statusCode: Int?
    let statusMessage: String?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        statusCode = c.int("status_code")
        statusMessage = c.text("status_message")
    }
}
