import Catalog
import Store

/// The app's root: top-level pages, one navigation stack per page, routes.
///
/// Screens ask to navigate with their `navigate(Route)` action; the root pushes the page on the
/// current stack and starts loading it. Effects of a popped page are cancelled.
public struct AppRootFeature: Reducer {
    private struct EntryEffects: Hashable, Sendable {
        let entryID: Int
    }

    let explore: ExploreFeature
    let search: SearchFeature
    let watchlist: WatchlistFeature
    let upNext: UpNextFeature
    let library: LibraryFeature
    let marks: LibraryMarksFeature
    let dependencies: AppDependencies

    /// How long after Explore's content is in the hidden Up Next and Library start loading: a heavy library's
    /// (every followed series' guide, the statuses over 100,000 plays) would otherwise compete with Explore's
    /// posters and first frame for the CPU.
    public static let hiddenPagesDelay = Duration.seconds(1)

    /// The root reducer, building every screen's reducer from `dependencies`.
    public init(dependencies: AppDependencies) {
        explore = ExploreFeature(
            client: .init(
                catalog: dependencies.catalog, hiddenTitles: dependencies.hiddenTitles,
                forYou: { try await dependencies.loadExploreForYou() }))
        search = SearchFeature(
            client: .init(
                search: dependencies.search, recentSearches: dependencies.recentSearches,
                clock: dependencies.clock))
        watchlist = WatchlistFeature(client: .init(watchlist: dependencies.watchlist, catalog: dependencies.catalog))
        upNext = UpNextFeature(dependencies: dependencies)
        library = LibraryFeature(dependencies: dependencies)
        marks = LibraryMarksFeature(watchlist: dependencies.watchlist, tracking: dependencies.tracking)
        self.dependencies = dependencies
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .task:
            state.startedPages.insert(.explore)
            var effects = [
                explore.reduce(into: &state.explore, action: .fetch).map(Action.explore),
                search.reduce(into: &state.search, action: .task).map(Action.search),
                marks.reduce(into: &state.marks, action: .task).map(Action.marks),
                startLoading(state.selectedPage, &state),
                // The watchlist's membership answers every card's and the page menu's "Add to Watchlist".
                startLoading(.watchlist, &state),
            ]
            if !DisplayFormat.trimmed(state.search.query).isEmpty {
                effects.append(search.reduce(into: &state.search, action: .submitted).map(Action.search))
            }
            for page in AppPage.allCases {
                for entry in state.stacks[page] { effects.append(fetch(entry.id, &state)) }
            }
            return .merge(effects)
        case .hiddenPagesDue:
            return .merge(AppPage.allCases.map { startLoading($0, &state) })
        case .selectPage(let page):
            state.selectedPage = page
            return startLoading(page, &state)
        case .open(let route):
            let removed = state.apply(route)
            var effects = removed.map { Effect<Action>.cancel(id: EntryEffects(entryID: $0.id)) }
            if let top = state.currentStack.last, route.page == nil {
                effects.append(fetch(top.id, &state))
            } else if route.page == .search {
                effects.append(
                    search.reduce(into: &state.search, action: .queryChanged(route.query)).map(Action.search))
            } else if route.libraryPlace != nil {
                effects.append(library.reduce(into: &state.library, action: .open(route)).map(Action.library))
            }
            effects.append(startLoading(state.selectedPage, &state))
            return .merge(effects)
        case .navigate(let route):
            return navigate(to: route, &state)
        case .pop:
            guard !state.currentStack.isEmpty else { return .none }
            return popTo(count: state.currentStack.count - 1, &state)
        case .popToRoot:
            return popTo(count: 0, &state)
        case .popTo(let entryID):
            guard let index = state.currentStack.firstIndex(where: { $0.id == entryID }) else { return .none }
            return popTo(count: index + 1, &state)
        case .explore(let childAction):
            var effect = explore.reduce(into: &state.explore, action: childAction).map(Action.explore)
            if state.explore.isSettled, !state.isHiddenPagesStartScheduled {
                state.isHiddenPagesStartScheduled = true
                let clock = dependencies.clock
                effect = .merge(
                    effect,
                    .run { send in
                        guard (try? await clock.sleep(for: Self.hiddenPagesDelay)) != nil else { return }
                        await send(.hiddenPagesDue)
                    })
            }
            guard case .navigate(let route) = childAction else { return effect }
            return .merge(effect, navigate(to: route, &state))
        case .search(let childAction):
            let effect = search.reduce(into: &state.search, action: childAction).map(Action.search)
            guard case .navigate(let route) = childAction else { return effect }
            return .merge(effect, navigate(to: route, &state))
        case .watchlist(let childAction):
            let effect = watchlist.reduce(into: &state.watchlist, action: childAction).map(Action.watchlist)
            guard case .navigate(let route) = childAction else { return effect }
            return .merge(effect, navigate(to: route, &state))
        case .upNext(let childAction):
            let effect = upNext.reduce(into: &state.upNext, action: childAction).map(Action.upNext)
            if case .itemsLoaded(_, let finishedSeries, _, _) = childAction {
                return .merge(effect, reduce(into: &state, action: .marks(.finishedSeriesChanged(finishedSeries))))
            }
            guard case .navigate(let route) = childAction else { return effect }
            return .merge(effect, navigate(to: route, &state))
        case .library(let childAction):
            let hiddenBefore = state.library.hidden
            let effect = library.reduce(into: &state.library, action: childAction).map(Action.library)
            let newlyHidden = state.library.hidden.subtracting(hiddenBefore)
            // Titles hidden from a card's menu leave Explore's carousels at once.
            if case .listsChanged = childAction, !newlyHidden.isEmpty {
                return .merge(effect, reduce(into: &state, action: .explore(.titlesHidden(newlyHidden))))
            }
            guard case .navigate(let route) = childAction else { return effect }
            return .merge(effect, navigate(to: route, &state))
        case .marks(let childAction):
            let effect = marks.reduce(into: &state.marks, action: childAction).map(Action.marks)
            guard state.watchlist.marks != state.marks else { return effect }
            return .merge(
                effect,
                watchlist.reduce(into: &state.watchlist, action: .libraryMarksChanged(state.marks))
                    .map(Action.watchlist))
        case .destination(let entryID, let childAction):
            let effect = reduceDestination(entryID, childAction, &state)
            guard let route = childAction.navigationRequest else { return effect }
            return .merge(effect, navigate(to: route, &state))
        }
    }

    /// Pushes `route`'s page on the current stack, or shows the top-level page `route` is (at its root: an
    /// empty grid's "Explore" shows Explore, not the grid again).
    private func navigate(to route: Route, _ state: inout State) -> Effect<Action> {
        if let page = route.page {
            state.selectedPage = page
            var effects = [popTo(count: 0, &state)]
            if route.libraryPlace != nil {
                effects.append(library.reduce(into: &state.library, action: .open(route)).map(Action.library))
            }
            effects.append(startLoading(page, &state))
            if page == .search, !route.query.isEmpty {
                effects.append(
                    search.reduce(into: &state.search, action: .queryChanged(route.query)).map(Action.search))
            }
            return .merge(effects)
        }
        guard let destination = Destination(route), state.currentStack.last?.destination.route != route else {
            return .none
        }
        let id = state.push(destination)
        return fetch(id, &state)
    }

    /// Starts loading a top-level page's content once (after `.task`): the page the window shows and the
    /// Watchlist at once, the others when they are shown or when Explore's content is in, so that at start
    /// Up Next's guides and the Library's shelf are not read and their cards made while Explore paints.
    private func startLoading(_ page: AppPage, _ state: inout State) -> Effect<Action> {
        guard !state.startedPages.isEmpty, state.startedPages.insert(page).inserted else { return .none }
        switch page {
        case .watchlist: return watchlist.reduce(into: &state.watchlist, action: .task).map(Action.watchlist)
        case .upNext: return upNext.reduce(into: &state.upNext, action: .task).map(Action.upNext)
        case .library: return library.reduce(into: &state.library, action: .task).map(Action.library)
        case .explore, .search: return .none
        }
    }

    private func fetch(_ entryID: Int, _ state: inout State) -> Effect<Action> {
        guard let entry = state.entry(id: entryID) else { return .none }
        return reduceDestination(entryID, entry.destination.fetchAction, &state)
    }

    private func reduceDestination(_ entryID: Int, _ action: DestinationAction, _ state: inout State) -> Effect<Action>
    {
        guard let (page, index) = state.location(of: entryID) else { return .none }
        return state.stacks[page][index].destination.reduce(action, dependencies: dependencies)
            .map { Action.destination(entryID: entryID, $0) }
            .cancellable(id: EntryEffects(entryID: entryID))
    }

    /// Keeps the first `count` entries of the current stack and cancels the effects of the others.
    private func popTo(count: Int, _ state: inout State) -> Effect<Action> {
        let page = state.selectedPage
        guard count < state.stacks[page].count else { return .none }
        let removed = state.stacks[page][count...]
        state.stacks[page].removeLast(state.stacks[page].count - count)
        return .merge(removed.map { .cancel(id: EntryEffects(entryID: $0.id)) })
    }
}
