/// `videos` (appended to `/movie/{id}` and `/tv/{id}`): `{"results": [{"name", "site", "key", "type",
/// "official"}]}`.
struct VideosDTO: Decodable {
    /// One video.
    struct Video: Decodable {
        let name: String
        let site: String?
        let key: String?
        let type: String?
        let official: Bool

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            name = c.text("name") ?? ""
            site = c.text("site")
            key = c.text("key")?.trimmingWhitespace
            type = c.text("type")
            official = c.lenient("official") ?? false
        }
    }

    let videos: [Video]

    init(from decoder: any Decoder) throws {
        videos = try decoder.container(keyedBy: AnyKey.self).list("results")
    }
}
