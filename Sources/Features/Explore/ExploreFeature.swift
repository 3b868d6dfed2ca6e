import Catalog
import Observability
import Store
import TMDb
import Tracing

/// The Explore page: six carousels that load and fail independently; titles the user hid are left out.
public struct ExploreFeature: Reducer {
    private struct LoadID: Hashable, Sendable {
        let section: ExploreSectionID
    }

    private struct ForYouLoadID: Hashable, Sendable {}

    let client: Client

    /// The screen's reducer, using `client`'s repositories.
    public init(client: Client) {
        self.client = client
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .fetch:
            let pending = ExploreSectionID.allCases.filter { if case .initial = state[$0] { true } else { false } }
            let forYou = if case .initial = state.forYou { loadForYou(&state) } else { Effect<Action>.none }
            return .merge(pending.map { load($0, &state) } + [forYou])
        case .refresh:
            return .merge(ExploreSectionID.allCases.map { load($0, &state) } + [loadForYou(&state)])
        case .retryForYou:
            guard case .error = state.forYou else { return .none }
            return loadForYou(&state)
        case .forYouLoaded(let fetched):
            state.forYou = fetched.value.hasSeeds ? .ready(fetched.value, isStale: fetched.isStale) : .empty
            return .none
        case .forYouFailed(let error):
            state.forYou = .error(ErrorInfo(error))
            return .none
        case .retry(let section):
            guard case .error = state[section] else { return .none }
            return load(section, &state)
        case .sectionLoaded(let section, let fetched):
            var seen = Set<String>()
            let items = fetched.value.results.filter { seen.insert($0.id).inserted }
            state[section] = items.isEmpty ? .empty : .ready(items, isStale: fetched.isStale)
            return .none
        case .sectionFailed(let section, let error):
            state[section] = .error(ErrorInfo(error))
            return .none
        case .titlesHidden(let hidden):
            for section in ExploreSectionID.allCases {
                guard case .ready(let items, let isStale) = state[section] else { continue }
                let kept = items.filter { !$0.isHidden(in: hidden) }
                if kept.count != items.count { state[section] = kept.isEmpty ? .empty : .ready(kept, isStale: isStale) }
            }
            if case .ready(let list, let isStale) = state.forYou {
                let kept = list.picks.filter { !$0.item.isHidden(in: hidden) }
                state.forYou = .ready(ForYouList(picks: kept, hasSeeds: list.hasSeeds), isStale: isStale)
            }
            return .none
        case .itemSelected(let item):
            return .send(.navigate(Route(item)))
        case .navigate:
            return .none
        }
    }

    private func loadForYou(_ state: inout State) -> Effect<Action> {
        guard let forYou = client.forYou else { return .none }
        state.forYou = .loading
        return Effect<Action>.run { send in
            await send(.forYouLoaded(try await forYou()))
        } catch: { error, send in
            await send(.forYouFailed(CatalogError(error)))
        }
        .cancellable(id: ForYouLoadID(), cancelInFlight: true)
    }

    private func load(_ section: ExploreSectionID, _ state: inout State) -> Effect<Action> {
        state[section] = .loading
        let catalog = client.catalog
        let hiddenTitles = client.hiddenTitles
        return Effect<Action>.run { send in
            // One trace per carousel: the sections load and fail independently.
            let page = try await withSpanIfTracing("load explore") { span in
                span?.attributes["popcorn.explore.section"] = section.rawValue
                return try await catalog.read(ExploreSectionResource(section, page: 1))
            }
            let hidden = await hiddenTitles()
            await send(.sectionLoaded(section, hidden.isEmpty ? page : page.leavingOut(hidden)))
        } catch: { error, send in
            await send(.sectionFailed(section, CatalogError(error)))
        }
        .cancellable(id: LoadID(section: section), cancelInFlight: true)
    }
}
