import Catalog
import Features
import GtkKit
import Store

/// What the card and page menus can do with a title in the library: a series' status (On Hold, Dropped,
/// Clear), Hide or Unhide, and "Add to List…" (``ListPicker``); sent to the app root's Library feature.
@MainActor
public struct LibraryCardActions {
    /// The status the user set on the route's series; nil when none.
    let status: @MainActor (Route) -> LibraryStatus?
    /// Whether the route's title is hidden.
    let isHidden: @MainActor (Route) -> Bool
    let setStatus: @MainActor (Route, LibraryStatus?) -> Void
    let setHidden: @MainActor (Route, Bool) -> Void
    /// Opens the list picker for the route's title, over `anchor`'s window.
    let addToList: @MainActor (Route, Widget) -> Void

    /// The actions over the app root's store.
    public init(store: Store<AppRootFeature.State, AppRootFeature.Action>) {
        func title(_ route: Route) -> LibraryTitle? {
            route.watchlistTitle.map { LibraryTitle($0.kind, id: $0.id) }
        }
        status = { [weak store] route in title(route).flatMap { store?.state.library.userStatuses[$0] } }
        isHidden = { [weak store] route in
            title(route).map { store?.state.library.hidden.contains($0) ?? false } ?? false
        }
        setStatus = { [weak store] route, status in store?.send(.library(.setStatus(route, status))) }
        setHidden = { [weak store] route, isHidden in store?.send(.library(.setHidden(route, isHidden))) }
        addToList = { [weak store] route, anchor in
            guard let store else { return }
            ListPicker(
                lists: store.state.library.lists,
                add: { [weak store] id in store?.send(.library(.addToList(route, listID: id))) },
                create: { [weak store] name in store?.send(.library(.createList(name: name, adding: route))) }
            ).present(over: anchor)
        }
    }
}
