import Catalog

extension TMDbClient: SearchRepository {
    /// TMDb serves pages 1…500.
    static func clampPage(_ page: Int) -> Int { min(max(page, 1), 500) }

    /// Videos in the content language, in English, and without a language (TMDb filters them by `language`).
    var videoLanguages: QueryItem {
        let language = self.language.split(separator: "-").first.map(String.init) ?? "en"
        return QueryItem("include_video_language", language == "en" ? "en,null" : "\(language),en,null")
    }

    /// The streaming services of the client's region (movies' list, which TMDb keeps the same as the series'),
    /// in the region's display order.
    public func streamingServices() async throws -> [WatchProviders.Provider] {
        let dto = try await get(ProviderListDTO.self, "/watch/providers/movie", [QueryItem("watch_region", region)])
        return dto.entries.enumerated()
            .sorted { lhs, rhs in
                let left = lhs.element.priorities[region] ?? lhs.element.provider.displayPriority
                let right = rhs.element.priorities[region] ?? rhs.element.provider.displayPriority
                return (left, lhs.offset) < (right, rhs.offset)
            }
            .map {
                WatchProviders.Provider(
                    id: $0.element.provider.id, name: $0.element.provider.name,
                    logo: images.image(.logo, path: $0.element.provider.logoPath))
            }
    }

    /// Multi-search; a blank query returns an empty page without a request.
    public func search(query: String, page: Int) async throws(CatalogError) -> Page<MediaItem> {
        try await searchPage(query: query, page: page)
    }

    /// ``search(query:page:)``, its errors typed.
    func searchPage(query: String, page: Int) async throws(CatalogError) -> Page<MediaItem> {
        let trimmed = query.trimmingWhitespace
        guard !trimmed.isEmpty else { return Page(page: 1, totalPages: 1, totalResults: 0, results: []) }
        let dto = try await get(
            PageDTO<MultiItemDTO>.self, "/search/multi",
            [
                QueryItem("query", trimmed), QueryItem("page", String(Self.clampPage(page))),
                QueryItem("include_adult", "false"),
            ])
        return Page(
            page: dto.page, totalPages: dto.totalPages, totalResults: dto.totalResults,
            results: dto.results.map(images.mediaItem))
    }

    /// The image configuration TMDb announces (`/configuration`).
    public func imageConfiguration() async throws -> TMDbImageConfiguration {
        let dto = try await get(ConfigurationDTO.self, "/configuration")
        var sizes: [ImageKind: [ImageSize]] = [:]
        for kind in ImageKind.allCases {
            let parsed = TMDbImageConfiguration.parseSizes(dto.sizes[kind.rawValue] ?? [])
            if !parsed.isEmpty { sizes[kind] = parsed }
        }
        return TMDbImageConfiguration(baseURL: dto.secureBaseURL, sizes: sizes)
    }

    /// Movie genres (`/genre/movie/list`) or TV genres (`/genre/tv/list`).
    public func genres(for kind: WatchlistKind) async throws -> [Genre] {
        let path = kind == .movie ? "/genre/movie/list" : "/genre/tv/list"
        return try await get(GenreListDTO.self, path).genres.map { Genre(id: $0.id, name: $0.name) }
    }

    /// A page of movies from `path`.
    func moviePage(_ path: String, _ query: [QueryItem]) async throws(CatalogError) -> Page<MediaItem> {
        let dto = try await get(PageDTO<MovieListItemDTO>.self, path, query)
        return Page(
            page: dto.page, totalPages: dto.totalPages, totalResults: dto.totalResults,
            results: dto.results.map { .movie(images.movieSummary($0)) })
    }

    /// A page of series from `path`.
    func seriesPage(_ path: String, _ query: [QueryItem]) async throws(CatalogError) -> Page<MediaItem> {
        let dto = try await get(PageDTO<TVListItemDTO>.self, path, query)
        return Page(
            page: dto.page, totalPages: dto.totalPages, totalResults: dto.totalResults,
            results: dto.results.map { .tvSeries(images.seriesSummary($0)) })
    }
}
