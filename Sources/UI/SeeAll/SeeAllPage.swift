import Features
import GtkKit
import Store

/// "See All" of an Explore carousel: every title of the section in a poster grid, loading page after page.
public final class SeeAllPage: DetailsPageView {
    public typealias Page = SeeAllFeature
    private let grid: PagedGridView<Page>
    public var widget: Widget { grid.widget }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        grid = PagedGridView(store: store, context: context)
    }

    public func focusFirst() { grid.focusFirst() }
}
