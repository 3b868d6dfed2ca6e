import Catalog
import Features
import Foundation
import Store

/// Runs one screen's reducer in a store until it settles, then describes its state as JSON.
@MainActor
struct DumpScreens {
    let dependencies: AppDependencies

    func dump(_ route: Route) async -> DumpJSON {
        var members: [(String, DumpJSON)] = [("route", .string(route.description))]
        members += await content(route)
        return .object(members)
    }

    private func content(_ route: Route) async -> [(String, DumpJSON)] {
        switch route {
        case .explore: return await explore()
        case .search(let query): return await search(query)
        case .watchlist: return await watchlist()
        case .movie(let id): return await movie(id)
        case .tvSeries(let id): return await series(id)
        case .tvSeason(let seriesID, let season): return await seasonPage(seriesID, season)
        case .tvEpisode(let seriesID, let season, let episode): return await episodePage(seriesID, season, episode)
        case .person(let id): return await person(id)
        }
    }

    /// Sends `actions`, then waits until `isSettled` holds (and, unless `ignoringEffects`, no effect runs).
    private func settle<R: Reducer>(_ reducer: R, _ state: R.State, _ actions: [R.Action],
                                    ignoringEffects: Bool = false,
                                    until isSettled: (R.State) -> Bool) async -> R.State {
        let store = Store(initialState: state, reducer: reducer)
        for action in actions { store.send(action) }
        while !isSettled(store.state) || (!ignoringEffects && store.runningEffectCount > 0) {
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        return store.state
    }

    private static func isSettled<Content>(_ state: ViewState<Content>) -> Bool {
        switch state {
        case .initial, .loading: false
        case .ready, .empty, .error: true
        }
    }

    /// `status`, `isStale`, then `content` when ready or `error` when failed.
    private static func describe<Content>(_ state: ViewState<Content>, _ content: (Content) -> [(String, DumpJSON)])
        -> [(String, DumpJSON)] {
        switch state {
        case .ready(let value, let isStale):
            [("status", .string("ready")), ("isStale", .bool(isStale))] + content(value)
        case .empty:
            [("status", .string("empty")), ("isStale", .bool(false))]
        case .error(let info):
            [("status", .string("error")), ("error", error(info))]
        case .initial, .loading:
            [("status", .string("error")), ("error", .object([("kind", .string("unknown")),
                                                              ("message", .string("did not settle"))]))]
        }
    }

    static func error(_ info: ErrorInfo) -> DumpJSON {
        .object([("kind", .string(info.kind ?? "unknown")), ("message", .string(info.message)),
                 ("isRetryable", .bool(info.isRetryable))])
    }

    private static func date(_ date: CalendarDate?) -> DumpJSON { .optional(date?.description) }

    private static func item(_ item: MediaItem) -> DumpJSON {
        .object([("kind", .string(item.kind.rawValue)), ("id", .int(item.tmdbID)), ("title", .string(item.title)),
                 ("year", .optional(item.year))])
    }

    private static func cast(_ cast: [CastMember]) -> DumpJSON {
        .array(cast.map { .object([("id", .int($0.id)), ("name", .string($0.name)), ("character", .optional($0.character))]) })
    }

    // MARK: Pages

    private func explore() async -> [(String, DumpJSON)] {
        let state = await settle(ExploreFeature(client: .init(explore: dependencies.explore)), ExploreFeature.State(),
                                 [.fetch]) { state in ExploreSectionID.allCases.allSatisfy { Self.isSettled(state[$0]) } }
        let sections = ExploreSectionID.allCases.map { id -> DumpJSON in
            let section = state[id]
            var members: [(String, DumpJSON)] = [("id", .string(id.rawValue)), ("title", .string(id.title))]
            members += Self.describe(section) { items in [("items", .array(items.map(Self.item)))] }
            if section.content == nil { members.append(("items", .array([]))) }
            return .object(members)
        }
        let states = ExploreSectionID.allCases.map { state[$0] }
        let status: [(String, DumpJSON)]
        if states.contains(where: { $0.content != nil }) {
            status = [("status", .string("ready")), ("isStale", .bool(state.isStale))]
        } else if let failure = states.compactMap(\.error).first, !states.allSatisfy({ $0 == .empty }) {
            status = [("status", .string("error")), ("error", Self.error(failure))]
        } else {
            status = [("status", .string("empty")), ("isStale", .bool(false))]
        }
        return status + [("sections", .array(sections))]
    }

    private func search(_ query: String) async -> [(String, DumpJSON)] {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        let feature = SearchFeature(client: .init(search: dependencies.search,
                                                  recentSearches: dependencies.recentSearches, clock: dependencies.clock))
        if trimmed.isEmpty {
            let state = await settle(feature, SearchFeature.State(), [.task]) { _ in true }
            return [("status", .string("empty")), ("isStale", .bool(false)), ("query", .string("")),
                    ("results", .array([])), ("recentSearches", .array(state.recentSearches.map(DumpJSON.string)))]
        }
        let state = await settle(feature, SearchFeature.State(), [.task, .queryChanged(query)]) { state in
            state.searchedQuery == trimmed && Self.isSettled(state.results)
        }
        var members = Self.describe(state.results) { items in
            [("results", .array(items.map(Self.item))), ("page", .int(state.page)),
             ("totalPages", .int(state.totalPages))]
        }
        if state.results == .empty { members += [("results", .array([]))] }
        return members.prefix(2) + [("query", .string(trimmed))] + members.dropFirst(2)
    }

    private func watchlist() async -> [(String, DumpJSON)] {
        let feature = WatchlistFeature(client: .init(watchlist: dependencies.watchlist, movies: dependencies.movies,
                                                     series: dependencies.series))
        let state = await settle(feature, WatchlistFeature.State(), [.task], ignoringEffects: true) {
            Self.isSettled($0.items)
        }
        var members = Self.describe(state.items) { items in
            [("items", .array(items.map { item in
                .object([("kind", .string(item.kind.rawValue)), ("id", .int(item.tmdbID)), ("title", .string(item.title)),
                         ("addedAt", .string(Self.iso8601(item.addedAt)))])
            }))]
        }
        if state.items == .empty { members += [("items", .array([]))] }
        return members
    }

    private func movie(_ id: Int) async -> [(String, DumpJSON)] {
        let feature = MovieDetailsFeature(client: .init(movies: dependencies.movies, watchlist: dependencies.watchlist))
        let state = await settle(feature, MovieDetailsFeature.State(movieID: id), [.fetch]) { Self.isSettled($0.movie) }
        return Self.describe(state.movie) { movie in
            [("id", .int(movie.id)), ("title", .string(movie.title)), ("tagline", .optional(movie.tagline)),
             ("releaseDate", Self.date(movie.releaseDate)), ("overview", .optional(movie.overview)),
             ("posterURL", .optional(movie.poster?.detail)), ("backdropURL", .optional(movie.backdrop?.full)),
             ("genres", .array(movie.genres.map { .string($0.name) })), ("runtime", .optional(movie.runtime)),
             ("cast", Self.cast(movie.cast)),
             ("recommendations", .array(movie.recommendations.map { Self.item(.movie($0)) })),
             ("isOnWatchlist", .bool(state.isOnWatchlist))]
        }
    }

    private func series(_ id: Int) async -> [(String, DumpJSON)] {
        let feature = TVSeriesDetailsFeature(client: .init(series: dependencies.series, watchlist: dependencies.watchlist))
        let state = await settle(feature, TVSeriesDetailsFeature.State(seriesID: id), [.fetch]) {
            Self.isSettled($0.series)
        }
        return Self.describe(state.series) { series in
            [("id", .int(series.id)), ("name", .string(series.name)), ("tagline", .optional(series.tagline)),
             ("firstAirDate", Self.date(series.firstAirDate)), ("overview", .optional(series.overview)),
             ("posterURL", .optional(series.poster?.detail)), ("backdropURL", .optional(series.backdrop?.full)),
             ("genres", .array(series.genres.map { .string($0.name) })),
             ("seasons", .array(series.seasons.map { season in
                 .object([("seasonNumber", .int(season.seasonNumber)), ("name", .string(season.name)),
                          ("episodeCount", .int(season.episodeCount)), ("airDate", Self.date(season.airDate))])
             })),
             ("cast", Self.cast(series.cast)), ("isOnWatchlist", .bool(state.isOnWatchlist))]
        }
    }

    private func seasonPage(_ seriesID: Int, _ number: Int) async -> [(String, DumpJSON)] {
        let feature = TVSeasonDetailsFeature(client: .init(seasons: dependencies.seasons))
        let state = await settle(feature, TVSeasonDetailsFeature.State(seriesID: seriesID, seasonNumber: number),
                                 [.fetch]) { Self.isSettled($0.season) }
        return Self.describe(state.season) { season in
            [("seriesID", .int(season.tvSeriesID)), ("seasonNumber", .int(season.seasonNumber)),
             ("name", .string(season.name)), ("overview", .optional(season.overview)),
             ("airDate", Self.date(season.airDate)), ("posterURL", .optional(season.poster?.detail)),
             ("episodes", .array(season.episodes.map { episode in
                 .object([("episodeNumber", .int(episode.episodeNumber)), ("name", .string(episode.name)),
                          ("overview", .optional(episode.overview)), ("airDate", Self.date(episode.airDate)),
                          ("stillURL", .optional(episode.still?.card))])
             }))]
        }
    }

    private func episodePage(_ seriesID: Int, _ season: Int, _ number: Int) async -> [(String, DumpJSON)] {
        let feature = TVEpisodeDetailsFeature(client: .init(episodes: dependencies.episodes))
        let state = await settle(feature, TVEpisodeDetailsFeature.State(seriesID: seriesID, seasonNumber: season,
                                                                         episodeNumber: number), [.fetch]) {
            Self.isSettled($0.episode)
        }
        return Self.describe(state.episode) { episode in
            [("seriesID", .int(episode.tvSeriesID)), ("seasonNumber", .int(episode.seasonNumber)),
             ("episodeNumber", .int(episode.episodeNumber)), ("name", .string(episode.name)),
             ("airDate", Self.date(episode.airDate)), ("overview", .optional(episode.overview)),
             ("runtime", .optional(episode.runtime)), ("stillURL", .optional(episode.still?.full))]
        }
    }

    private func person(_ id: Int) async -> [(String, DumpJSON)] {
        let feature = PersonDetailsFeature(client: .init(people: dependencies.people))
        let state = await settle(feature, PersonDetailsFeature.State(personID: id), [.fetch]) { Self.isSettled($0.person) }
        return Self.describe(state.person) { person in
            let display = PersonDetailsDisplay(person)
            return [("id", .int(person.id)), ("name", .string(person.name)), ("biography", .optional(person.biography)),
                    ("knownForDepartment", .optional(person.knownForDepartment)),
                    ("birthday", Self.date(person.birthday)), ("placeOfBirth", .optional(person.placeOfBirth)),
                    ("profileURL", .optional(person.profile?.detail)),
                    ("knownFor", .array(display.knownFor.map { card in
                        .object([("kind", .string(card.kind.rawValue)), ("id", Self.titleID(card.route)), ("route", .string(card.route.description)),
                                 ("title", .string(card.title)), ("role", .optional(card.role))])
                    }))]
        }
    }

    private static func titleID(_ route: Route) -> DumpJSON {
        switch route {
        case .movie(let id), .tvSeries(let id), .person(let id): .int(id)
        default: .null
        }
    }

    private static func iso8601(_ seconds: Double) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }
}
