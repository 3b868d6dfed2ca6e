import Catalog
import Observability
import Store
import Tracing

/// The one loader of every details page: loads the content cache-first (stale content shows the offline
/// banner), shows errors with Retry, reloads on refresh, and hands the page's own actions to the page.
public struct DetailsFeature<Page: DetailsPage>: Reducer {
    /// One load at a time per page: a newer load (refresh, a live update) cancels the one in flight.
    private struct LoadID: Hashable, Sendable {
        let route: Route
    }

    let dependencies: AppDependencies

    /// The reducer of a `Page`, loading through `dependencies`' repositories.
    public init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    public func reduce(into state: inout DetailsState<Page>, action: DetailsAction<Page>) -> Effect<DetailsAction<Page>>
    {
        switch action {
        case .fetch:
            guard case .initial = state.content else { return .none }
            return .merge(
                load(&state), Page.onFirstFetch(state.route, dependencies: dependencies).map(DetailsAction.own))
        case .retry:
            guard case .error = state.content else { return .none }
            return load(&state)
        case .refresh:
            guard !state.content.isLoading else { return .none }
            return load(&state)
        case .update:
            guard state.content.content != nil else { return .none }
            return load(&state, showingSpinner: false)
        case .loaded(let fetched):
            state.content = .ready(fetched.value, isStale: fetched.isStale)
            return .none
        case .failed(let error):
            state.content = .error(ErrorInfo(error))
            return .none
        case .own(let ownAction):
            return Page.reduce(&state.own, action: ownAction, route: state.route, dependencies: dependencies)
        case .navigate:
            return .none
        }
    }

    /// Loads in the root span of the page load, `load <route>`, so the repository and request spans of the
    /// load are its children. (The state is updated after the span: sending from inside it would cost the
    /// effect two more executor hops.)
    ///
    /// The effect runs on the main actor: with a `nonisolated(nonsending)` page load, a warm load (a read of
    /// the SQLite cache, a few microseconds) is ready in the effect's first main-loop turn — before GTK
    /// paints the page's spinner — instead of hopping to the global executor and back. Once the content is
    /// ready, the same effect loads what the page shows around it (``DetailsPage/loadAfterContent(_:dependencies:)``),
    /// in spans that are children of the `load` span: one trace per page load.
    private func load(_ state: inout DetailsState<Page>, showingSpinner: Bool = true) -> Effect<DetailsAction<Page>> {
        if showingSpinner { state.content = .loading }
        let (route, dependencies) = (state.route, dependencies)
        let loadsAfterContent = Page.loadsAfterContent(state.own)
        return .run { @MainActor send in
            var loadContext: ServiceContext?
            do {
                let fetched = try await withSpanIfTracing("load \(route)") { span in
                    span?.attributes["popcorn.page"] = route.pattern.description
                    loadContext = span?.context
                    let fetched = try await Page.load(route, from: dependencies, sending: send.map(DetailsAction.own))
                    span?.attributes["popcorn.stale"] = fetched.isStale
                    return fetched
                }
                await send(.loaded(fetched))
            } catch is CancellationError {
                return
            } catch {
                guard !Task.isCancelled else { return }
                await send(.failed(CatalogError(error)))
                return
            }
            guard loadsAfterContent, !Task.isCancelled,
                let action = await withSpanContext(
                    loadContext,
                    {
                        await Page.loadAfterContent(route, dependencies: dependencies)
                    })
            else { return }
            await send(.own(action))
        }
        .cancellable(id: LoadID(route: route), cancelInFlight: true)
    }
}
