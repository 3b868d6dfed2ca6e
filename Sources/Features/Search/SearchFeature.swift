import Catalog
import Foundation
import Observability
import Store
import Tracing

/// The Search page: multi-search as you type (debounced), paging, recent searches.
public struct SearchFeature: Reducer {
    /// Cancels both a pending debounce and a running request.
    enum CancelID: Hashable, Sendable { case search }

    /// How long typing must pause before a search starts.
    public static let debounce: Duration = .milliseconds(300)
    /// How many recent searches are kept.
    public static let recentSearchesLimit = 10

    let client: Client

    /// The Search page's reducer: TMDb's multi-search and the recent searches, through `client`.
    public init(client: Client) {
        self.client = client
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .task:
            let recent = client.recentSearches
            return .run { send in await send(.recentSearchesLoaded(await recent.recentSearches())) }
        case .recentSearchesLoaded(let searches):
            // Queries remembered while loading are newer than the stored ones.
            state.recentSearches = Self.normalized(state.recentSearches + searches)
            return .none
        case .queryChanged(let text):
            state.query = text
            let query = DisplayFormat.trimmed(text)
            guard !query.isEmpty else {
                reset(&state)
                return .cancel(id: CancelID.search)
            }
            guard query != state.searchedQuery else { return .none }
            return search(query, &state).debounce(id: CancelID.search, for: Self.debounce, clock: client.clock)
        case .submitted:
            let query = DisplayFormat.trimmed(state.query)
            guard !query.isEmpty else { return .none }
            let save = remember(query, &state)
            if query == state.searchedQuery, state.results.content != nil || state.results == .empty { return save }
            return .merge(save, search(query, &state).cancellable(id: CancelID.search, cancelInFlight: true))
        case .searchResponse(let query, let page):
            guard query == state.searchedQuery else { return .none }
            var seen = Set<String>()
            let items = page.results.filter { seen.insert($0.id).inserted }
            state.results = items.isEmpty ? .empty : .ready(items, isStale: false)
            state.page = page.page
            state.totalPages = page.totalPages
            return .none
        case .searchFailed(let query, let error):
            guard query == state.searchedQuery else { return .none }
            state.results = .error(ErrorInfo(error))
            return .none
        case .loadNextPage:
            guard let query = state.searchedQuery, state.canLoadNextPage, !state.isLoadingNextPage else { return .none }
            return loadNextPage(query, &state)
        case .nextPageResponse(let query, let page):
            guard query == state.searchedQuery, var items = state.results.content else { return .none }
            var seen = Set(items.map(\.id))
            items += page.results.filter { seen.insert($0.id).inserted }
            state.results = .ready(items, isStale: false)
            state.page = page.page
            state.totalPages = page.totalPages
            state.isLoadingNextPage = false
            return .none
        case .nextPageFailed(let query, let error):
            guard query == state.searchedQuery else { return .none }
            state.isLoadingNextPage = false
            state.nextPageError = ErrorInfo(error)
            return .none
        case .retry:
            guard let query = state.searchedQuery else { return .none }
            if case .error = state.results {
                return search(query, &state).cancellable(id: CancelID.search, cancelInFlight: true)
            }
            guard state.nextPageError != nil, !state.isLoadingNextPage else { return .none }
            return loadNextPage(query, &state)
        case .recentSearchSelected(let text):
            state.query = text
            return reduce(into: &state, action: .submitted)
        case .clearRecentSearches:
            state.recentSearches = []
            let recent = client.recentSearches
            return .run { _ in await recent.save([]) }
        case .clearSearch:
            return reduce(into: &state, action: .queryChanged(""))
        case .resultSelected(let item):
            let route = Route(item)
            guard let query = state.searchedQuery else { return .send(.navigate(route)) }
            return .merge(remember(query, &state), .send(.navigate(route)))
        case .navigate:
            return .none
        }
    }

    private func reset(_ state: inout State) {
        state.searchedQuery = nil
        state.results = .initial
        state.page = 0
        state.totalPages = 0
        state.isLoadingNextPage = false
        state.nextPageError = nil
    }

    private func search(_ query: String, _ state: inout State) -> Effect<Action> {
        reset(&state)
        state.searchedQuery = query
        state.results = .loading
        let repository = client.search
        return .run { send in
            let page = try await withSpanIfTracing("load search") { span in
                span?.attributes["popcorn.search.page"] = 1
                return try await repository.search(query: query, page: 1)
            }
            await send(.searchResponse(query: query, page))
        } catch: { error, send in
            await send(.searchFailed(query: query, CatalogError(error)))
        }
    }

    private func loadNextPage(_ query: String, _ state: inout State) -> Effect<Action> {
        state.isLoadingNextPage = true
        state.nextPageError = nil
        let next = state.page + 1
        let repository = client.search
        return Effect<Action>.run { send in
            let page = try await withSpanIfTracing("load search") { span in
                span?.attributes["popcorn.search.page"] = next
                return try await repository.search(query: query, page: next)
            }
            await send(.nextPageResponse(query: query, page))
        } catch: { error, send in
            await send(.nextPageFailed(query: query, CatalogError(error)))
        }
        .cancellable(id: CancelID.search)
    }

    /// Puts `query` first in the recent searches and saves it first in the stored list (read again, so
    /// nothing stored is lost if the list had not finished loading).
    private func remember(_ query: String, _ state: inout State) -> Effect<Action> {
        let updated = Self.normalized([query] + state.recentSearches)
        guard updated != state.recentSearches else { return .none }
        state.recentSearches = updated
        let recent = client.recentSearches
        return .run { _ in
            await recent.save(Self.normalized([query] + (await recent.recentSearches())))
        }
    }

    /// Trimmed, non-blank, de-duplicated (ignoring case; the first spelling wins), at most 10.
    static func normalized(_ searches: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for search in searches {
            let trimmed = DisplayFormat.trimmed(search)
            guard !trimmed.isEmpty, seen.insert(trimmed.lowercased()).inserted else { continue }
            result.append(trimmed)
            if result.count == recentSearchesLimit { break }
        }
        return result
    }
}
