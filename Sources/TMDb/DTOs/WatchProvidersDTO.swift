/// `watch/providers` (appended to `/movie/{id}` and `/tv/{id}`): `{"results": {"US": {"link", "flatrate",
/// "free", "ads", "rent", "buy"}, …}}`, keyed by ISO 3166-1 region.
struct WatchProvidersDTO: Decodable {
    /// One region's offers.
    struct Region: Decodable {
        let link: String?
        let flatrate: [ProviderDTO]
        let free: [ProviderDTO]
        let ads: [ProviderDTO]
        let rent: [ProviderDTO]
        let buy: [ProviderDTO]

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            link = c.text("link")
            flatrate = c.list("flatrate")
            free = c.list("free")
            ads = c.list("ads")
            rent = c.list("rent")
            buy = c.list("buy")
        }
    }

    let regions: [String: Region]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let results = try? c.nestedContainer(keyedBy: AnyKey.self, forKey: "results")
        var regions: [String: Region] = [:]
        for key in results?.allKeys ?? [] {
            if let region: Region = results?.lenient(key) { regions[key.stringValue.uppercased()] = region }
        }
        self.regions = regions
    }
}

/// A provider of a region's list: `{"provider_id", "provider_name", "logo_path", "display_priority"}`.
struct ProviderDTO: Decodable {
    let id: Int
    let name: String
    let logoPath: String?
    let displayPriority: Int

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("provider_id")
        name = c.text("provider_name") ?? ""
        logoPath = c.text("logo_path")
        displayPriority = c.int("display_priority") ?? Int.max
    }
}
