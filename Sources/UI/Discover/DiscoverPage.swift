import Features
import GtkKit
import Store

/// Discover: the titles matching the route's filters in a poster grid, loading page after page, under the
/// filter bar (``DiscoverFilterBar``).
public final class DiscoverPage: DetailsPageView {
    public typealias Page = DiscoverFeature
    private let filters: DiscoverFilterBar
    private let grid: PagedGridView<Page>
    public var widget: Widget { grid.widget }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        filters = DiscoverFilterBar(
            query: DiscoverFeature.query(of: store.state.route),
            myServices: context.myServices().sorted()
        ) { [weak store] query in
            store?.send(.navigate(.discover(query)))
        }
        grid = PagedGridView(store: store, context: context, header: filters.widget)
    }

    public func focusFirst() { grid.focusFirst() }
}
