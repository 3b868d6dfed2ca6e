import Catalog
import Store

/// The Library page (Alt+5): a section of the library — Watching, Plan to Watch, Completed, On Hold,
/// Dropped, Hidden or one of the user's lists — as a grid of titles, filtered and ordered by the route's query
/// (`library/dropped?with_genres=18|35&on_my_services=1`); the user's lists for the sidebar; reloaded in place
/// when the watchlist, the plays, the lists, the statuses or the hidden titles change. It also makes the
/// changes the card and page menus ask for anywhere in the app: a series' status, hiding, adding to a list
/// (``LibraryFeature+Edits.swift``).
public struct LibraryFeature: Reducer {
    enum CancelID: Hashable, Sendable { case follow, load }

    /// The page's state.
    public struct State: Equatable, Sendable {
        /// The section shown, with its filters.
        public var route: Route
        public var shelf: ViewState<LibraryShelf> = .initial
        /// The user's lists, by name (the sidebar, the list picker).
        public var lists: [UserList] = []
        /// The hidden titles (the menus offer Hide or Unhide).
        public var hidden: Set<LibraryTitle> = []
        /// The statuses the user set (the menus check On Hold or Dropped).
        public var userStatuses: [LibraryTitle: LibraryStatus] = [:]
        /// What a change made, or why it failed, for a toast (cleared once shown: ``Action/noticeShown``).
        public var notice: String?

        public init(route: Route = .library(.watching)) {
            self.route = route
        }
    }

    public enum Action: Equatable, Sendable {
        /// The page appeared: follow the library and load the section.
        case task
        /// Show a Library route (a section, a list, other filters).
        case open(Route)
        /// Something in the library changed: load the section again in place.
        case libraryChanged
        /// The user's lists, statuses or hidden titles changed.
        case listsChanged(ListsSnapshot)
        case shelfLoaded(Route, ViewState<LibraryShelf>)
        case retry
        case itemSelected(LibraryEntry)
        /// Asks the app root to go to a route.
        case navigate(Route)
        /// Sets the series' status (On Hold, Dropped) or clears it (nil).
        case setStatus(Route, LibraryStatus?)
        /// Hides the title, or shows it again.
        case setHidden(Route, Bool)
        /// Adds the title to the list with this id.
        case addToList(Route, listID: Int)
        /// Creates a list named so and adds the title to it.
        case createList(name: String, adding: Route)
        /// A change was saved or refused: its message for a toast.
        case changeFinished(String)
        /// The toast of ``State/notice`` was shown.
        case noticeShown
    }

    let dependencies: AppDependencies

    public init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .task:
            if state.shelf == .initial { state.shelf = .loading }
            return .merge(follow(), load(state.route))
        case .open(let route):
            guard route.libraryPlace != nil else { return .none }
            let placeChanged = route.libraryPlace != state.route.libraryPlace
            state.route = route
            guard state.shelf != .initial else { return .none }
            if !placeChanged, let shelf = state.shelf.content {
                // Other filters or another order on the same section: its titles are at hand.
                state.shelf = .ready(
                    shelf.filtered(by: route.libraryQuery, myServices: dependencies.myServices()),
                    isStale: state.shelf.isStale)
                return .none
            }
            // The section loading now is shown filtered by this route's query when it arrives.
            if !placeChanged, state.shelf.isLoading { return .none }
            state.shelf = .loading
            return load(route)
        case .libraryChanged:
            guard state.shelf != .initial else { return .none }
            return load(state.route)
        case .listsChanged(let snapshot):
            state.lists = snapshot.lists
            state.hidden = Set(snapshot.hidden.map(\.title))
            state.userStatuses = snapshot.statusesByTitle.mapValues(\.status)
            return .none
        case .shelfLoaded(let route, let shelf):
            // A section loaded before the filters changed is still this section: filtered by today's query.
            guard route.libraryPlace == state.route.libraryPlace else { return .none }
            let query = state.route.libraryQuery
            let myServices = dependencies.myServices()
            state.shelf = shelf.map { $0.filtered(by: query, myServices: myServices) }
            return .none
        case .retry:
            guard state.shelf.error != nil else { return .none }
            state.shelf = .loading
            return load(state.route)
        case .itemSelected(let entry):
            return .send(.navigate(Route(entry.item)))
        case .navigate:
            return .none
        case .setStatus, .setHidden, .addToList, .createList:
            return edit(action, lists: state.lists)
        case .changeFinished(let message):
            state.notice = message
            return .none
        case .noticeShown:
            state.notice = nil
            return .none
        }
    }

    /// Loads the shelf of `route`, replacing a load in flight.
    private func load(_ route: Route) -> Effect<Action> {
        let dependencies = dependencies
        return Effect<Action>.run { send in
            do throws(ListError) {
                let fetched = try await LibraryLoader.load(route, dependencies: dependencies)
                await send(.shelfLoaded(route, .ready(fetched.value, isStale: fetched.isStale)))
            } catch {
                await send(.shelfLoaded(route, .error(ErrorInfo(error))))
            }
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)
    }

    /// Follows the watchlist, the plays and the lists (statuses and hidden titles with them).
    private func follow() -> Effect<Action> {
        let dependencies = dependencies
        return Effect<Action>.merge(
            .run { send in
                var isFirst = true
                for await _ in dependencies.watchlist.changes() {
                    if !isFirst { await send(.libraryChanged) }
                    isFirst = false
                }
            },
            .run { send in
                var isFirst = true
                for await _ in dependencies.tracking.trackingChanges() {
                    if !isFirst { await send(.libraryChanged) }
                    isFirst = false
                }
            },
            .run { send in
                var isFirst = true
                for await snapshot in dependencies.lists.listsChanges() {
                    await send(.listsChanged(snapshot))
                    if !isFirst { await send(.libraryChanged) }
                    isFirst = false
                }
            }
        )
        .cancellable(id: CancelID.follow, cancelInFlight: true)
    }
}

extension ErrorInfo {
    /// The user-facing form of a lists error: an unknown list is "notFound", the library's errors keep theirs.
    init(_ error: ListError) {
        switch error {
        case .library(let catalogError): self.init(catalogError)
        case .unknownList: self.init(message: error.userMessage, isRetryable: false, kind: "notFound")
        default: self.init(message: error.userMessage, isRetryable: false, kind: "invalid")
        }
    }
}
