import Catalog

extension TMDbClient: CatalogRemoteDataSource, SearchRepository {
    /// TMDb serves pages 1…500.
    static func clampPage(_ page: Int) -> Int { min(max(page, 1), 500) }

    /// TMDb answers at most 20 appended parts per request.
    static let maxAppended = 20

    /// Details, credits, recommendations, the region's certification, trailers and where to watch: one request.
    public func movie(id: Int) async throws -> Movie {
        let dto = try await get(MovieDetailsDTO.self, "/movie/\(id)",
                                [QueryItem("append_to_response", "credits,recommendations,release_dates,videos,watch/providers"),
                                 videoLanguages])
        return images.movie(dto, region: region)
    }

    /// Details, aggregate credits, the region's rating, trailers and where to watch: one request.
    public func series(id: Int) async throws -> TVSeries {
        let dto = try await get(TVSeriesDetailsDTO.self, "/tv/\(id)",
                                [QueryItem("append_to_response", "aggregate_credits,content_ratings,videos,watch/providers"),
                                 videoLanguages])
        return images.series(dto, region: region)
    }

    /// Seasons appended to the series (`season/N`), 20 a request.
    public func seasons(_ seasonNumbers: [Int], inSeries tvSeriesID: Int) async throws -> [TVSeason] {
        var seasons: [TVSeason] = []
        for start in stride(from: 0, to: seasonNumbers.count, by: Self.maxAppended) {
            let chunk = seasonNumbers[start..<min(start + Self.maxAppended, seasonNumbers.count)]
            let dto = try await get(AppendedSeasonsDTO.self, "/tv/\(tvSeriesID)",
                                    [QueryItem("append_to_response", chunk.map { "season/\($0)" }.joined(separator: ","))])
            seasons += chunk.compactMap { number in
                dto.seasons[number].map { images.season($0, tvSeriesID: tvSeriesID, seasonNumber: number) }
            }
        }
        return seasons
    }

    /// Videos in the content language, in English, and without a language (TMDb filters them by `language`).
    private var videoLanguages: QueryItem {
        let language = self.language.split(separator: "-").first.map(String.init) ?? "en"
        return QueryItem("include_video_language", language == "en" ? "en,null" : "\(language),en,null")
    }

    public func season(_ seasonNumber: Int, inSeries tvSeriesID: Int) async throws -> TVSeason {
        let dto = try await get(TVSeasonDTO.self, "/tv/\(tvSeriesID)/season/\(seasonNumber)")
        return images.season(dto, tvSeriesID: tvSeriesID, seasonNumber: seasonNumber)
    }

    public func person(id: Int) async throws -> Person {
        let dto = try await get(PersonDetailsDTO.self, "/person/\(id)",
                                [QueryItem("append_to_response", "combined_credits")])
        return images.person(dto)
    }

    public func section(_ section: ExploreSectionID, page: Int) async throws -> Page<MediaItem> {
        let pageItem = QueryItem("page", String(Self.clampPage(page)))
        switch section {
        case .trendingMovies:
            return try await moviePage("/trending/movie/day", [pageItem])
        case .popularMovies:
            return try await moviePage("/movie/popular", [pageItem])
        case .discoverMovies:
            return try await moviePage("/discover/movie",
                                       [pageItem, QueryItem("sort_by", "popularity.desc"),
                                        QueryItem("include_adult", "false")])
        case .trendingTVSeries:
            return try await seriesPage("/trending/tv/day", [pageItem])
        case .popularTVSeries:
            return try await seriesPage("/tv/popular", [pageItem])
        case .trendingPeople:
            let dto = try await get(PageDTO<PersonListItemDTO>.self, "/trending/person/day", [pageItem])
            return Page(page: dto.page, totalPages: dto.totalPages, totalResults: dto.totalResults,
                        results: dto.results.map { .person(images.personSummary($0)) })
        }
    }

    /// `/discover/movie` or `/discover/tv` with the query's filters (without adult titles); providers without
    /// a region are looked up in the client's region.
    public func discover(_ query: DiscoverQuery, page: Int) async throws -> Page<MediaItem> {
        var items = query.filters.map { QueryItem($0.name, $0.value) }
        if query.watchProviders != nil, query.watchRegion == nil { items.append(QueryItem("watch_region", region)) }
        items += [QueryItem("include_adult", "false"), QueryItem("page", String(Self.clampPage(page)))]
        return query.kind == .movie ? try await moviePage("/discover/movie", items)
            : try await seriesPage("/discover/tv", items)
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
            .map { WatchProviders.Provider(id: $0.element.provider.id, name: $0.element.provider.name,
                                           logo: images.image(.logo, path: $0.element.provider.logoPath)) }
    }

    /// Multi-search; a blank query returns an empty page without a request.
    public func search(query: String, page: Int) async throws -> Page<MediaItem> {
        let trimmed = query.trimmingWhitespace
        guard !trimmed.isEmpty else { return Page(page: 1, totalPages: 1, totalResults: 0, results: []) }
        let dto = try await get(PageDTO<MultiItemDTO>.self, "/search/multi",
                                [QueryItem("query", trimmed), QueryItem("page", String(Self.clampPage(page))),
                                 QueryItem("include_adult", "false")])
        return Page(page: dto.page, totalPages: dto.totalPages, totalResults: dto.totalResults,
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

    private func moviePage(_ path: String, _ query: [QueryItem]) async throws -> Page<MediaItem> {
        let dto = try await get(PageDTO<MovieListItemDTO>.self, path, query)
        return Page(page: dto.page, totalPages: dto.totalPages, totalResults: dto.totalResults,
                    results: dto.results.map { .movie(images.movieSummary($0)) })
    }

    private func seriesPage(_ path: String, _ query: [QueryItem]) async throws -> Page<MediaItem> {
        let dto = try await get(PageDTO<TVListItemDTO>.self, path, query)
        return Page(page: dto.page, totalPages: dto.totalPages, totalResults: dto.totalResults,
                    results: dto.results.map { .tvSeries(images.seriesSummary($0)) })
    }
}
