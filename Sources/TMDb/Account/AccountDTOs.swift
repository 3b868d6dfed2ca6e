/// An item of an account list: `{id, account_rating: {value, created_at}}` (the rating only on rated lists).
struct AccountListItemDTO: Decodable {
    let id: Int
    let rating: Double?
    let ratedAt: String?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        let rating = try? c.nestedContainer(keyedBy: AnyKey.self, forKey: "account_rating")
        self.rating = rating?.double("value")
        ratedAt = rating?.text("created_at")
    }
}

/// An item of v3's rated episodes: `{show_id, season_number, episode_number, rating}` (the rating nil when
/// unreadable: the item is then refused on its own).
struct RatedEpisodeDTO: Decodable {
    let seriesID: Int
    let season: Int
    let episode: Int
    let rating: Double?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        seriesID = try c.id("show_id")
        guard let season = c.int("season_number"), let episode = c.int("episode_number") else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath, debugDescription: "episode numbers missing"))
        }
        self.season = season
        self.episode = episode
        rating = c.double("rating")
    }
}

/// `POST /4/auth/request_token`, `POST /4/auth/access_token`, `POST /3/authentication/session/convert/4`.
struct AuthResponseDTO: Decodable {
    let requestToken: String?
    let accessToken: String?
    let accountObjectID: String?
    let sessionID: String?
    /// TMDb's `status_code` when the answer carries one (https://developer.themoviedb.org/docs/errors).
    let statusCode: Int?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        statusCode = c.int("status_code")
        requestToken = c.text("request_token")
        accessToken = c.text("access_token")
        accountObjectID = c.text("account_id")
        sessionID = c.text("session_id")
    }
}

/// `GET /3/account`: `{id, username, name}`.
struct AccountDetailsDTO: Decodable {
    let id: Int
    let username: String
    let name: String

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        username = c.text("username") ?? ""
        name = c.text("name") ?? ""
    }
}
