import Catalog
import Store

/// A person's page: photo or initials, biography, known-for titles.
public struct PersonDetailsFeature: Reducer {
    let client: Client

    /// The screen's reducer, using `client`'s repositories.
    public init(client: Client) {
        self.client = client
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .fetch:
            guard case .initial = state.person else { return .none }
            return load(&state)
        case .retry:
            guard case .error = state.person else { return .none }
            return load(&state)
        case .loaded(let fetched):
            state.person = .ready(fetched.value, isStale: fetched.isStale)
            return .none
        case .failed(let error):
            state.person = .error(ErrorInfo(error))
            return .none
        case .creditSelected(let kind, let id):
            return .send(.navigate(Route(kind, id: id)))
        case .navigate:
            return .none
        }
    }

    private func load(_ state: inout State) -> Effect<Action> {
        state.person = .loading
        let id = state.personID
        let people = client.people
        return .run { send in
            await send(.loaded(try await people.person(id: id)))
        } catch: { error, send in
            await send(.failed(CatalogError(error)))
        }
    }
}
