extension TMDbClient {
    /// A client over the demo catalog in `directory` (`DataLocations.demoCatalogDirectory`): no credential,
    /// `file://` artwork. Fetch that artwork with an HTTP client whose URL policy allows file URLs.
    public static func demo(directory: String, language: String = TMDbLanguage.fallback) -> TMDbClient {
        TMDbClient(
            transport: DemoTransport(directory: directory), credential: nil, language: language,
            images: .demo(directory: directory))
    }
}
