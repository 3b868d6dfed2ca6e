/// `/watch/providers/movie` (or `/tv`) with `watch_region`: `{"results": [{"provider_id", "provider_name",
/// "logo_path", "display_priority", "display_priorities": {"US": 4, …}}]}`.
struct ProviderListDTO: Decodable {
    /// One service and its order per region.
    struct Entry: Decodable {
        let provider: ProviderDTO
        let priorities: [String: Int]

        init(from decoder: any Decoder) throws {
            provider = try ProviderDTO(from: decoder)
            let c = try decoder.container(keyedBy: AnyKey.self)
            priorities = c.lenient("display_priorities") ?? [:]
        }
    }

    let entries: [Entry]

    init(from decoder: any Decoder) throws {
        entries = try decoder.container(keyedBy: AnyKey.self).list("results")
    }
}
