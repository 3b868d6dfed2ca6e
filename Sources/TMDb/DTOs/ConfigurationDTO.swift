/// `/configuration` (the `images` part).
struct ConfigurationDTO: Decodable {
    let secureBaseURL: String
    let sizes: [String: [String]]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let images = try c.nestedContainer(keyedBy: AnyKey.self, forKey: "images")
        guard let base = images.text("secure_base_url") ?? images.text("base_url") else {
            throw DecodingError.keyNotFound(
                AnyKey(stringValue: "secure_base_url"),
                .init(codingPath: c.codingPath, debugDescription: "missing base URL"))
        }
        secureBaseURL = base
        var sizes: [String: [String]] = [:]
        for kind in ["poster", "backdrop", "still", "profile", "logo"] {
            sizes[kind] = images.list(AnyKey(stringValue: "\(kind)_sizes"))
        }
        self.sizes = sizes
    }
}
