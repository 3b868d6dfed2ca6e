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

    let client: Client

    /// The screen's reducer, using `client`'s repositories.
    public init(client: Client) {
        self.client = client
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .fetch:
            let pending = ExploreSectionID.allCases.filter { if case .initial = state[$0] { true } else { false } }
            return .merge(pending.map { load($0, &state) })
        case .refresh:
            return .merge(ExploreSectionID.allCases.map { load($0, &state) })
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
            return .none
        case .itemSelected(let item):
            return .send(.navigate(Route(item)))
        case .navigate:
            return .none
        }
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
