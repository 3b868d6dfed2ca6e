import Catalog

extension TMDbImageConfiguration {
    /// TMDb's image server, unless `POPCORN_TMDB_IMAGE_URL` names a loopback `http://` image server (the
    /// server of tests and tools next to a fake API). Any other value is
    /// ignored: real images always come from TMDb over https.
    public static func fromEnvironment(_ environment: [String: String]) -> TMDbImageConfiguration {
        guard let override = environment["POPCORN_TMDB_IMAGE_URL"]?.trimmingWhitespace, !override.isEmpty,
            let endpoint = try? TMDbEndpoint(baseURL: override), endpoint.isLoopbackHTTP
        else { return .tmdb }
        return TMDbImageConfiguration(baseURL: endpoint.baseURL)
    }

    /// True when the images come from a loopback `http://` server (its pipeline must allow loopback http).
    public var isLoopbackHTTP: Bool {
        (try? TMDbEndpoint(baseURL: baseURL))?.isLoopbackHTTP ?? false
    }
}
