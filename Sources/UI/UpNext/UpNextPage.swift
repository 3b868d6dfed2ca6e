import Catalog
import Features
import GtkKit
import Localization
import Store

/// The Up Next page: one row per series in progress with its next episode, or a status page explaining
/// how to start. Updates live.
@MainActor
public final class UpNextPage {
    /// The page's root widget.
    public var widget: Widget { stateView.widget }
    private let store: Store<UpNextFeature.State, UpNextFeature.Action>
    private let stateView: StateView
    private let list: ListView<UpNextItem, UpNextRow>
    private let contentStack = Stack()
    private let empty = StatusPage(iconName: AppPage.upNext.iconName, title: UpNextFeature.State.emptyTitle,
                                   description: UpNextFeature.State.emptyDescription)
    private var shown: [UpNextItem] = []
    private var observation: StoreObservation?

    public init(store: Store<UpNextFeature.State, UpNextFeature.Action>, context: PageContext) {
        self.store = store
        let factory = ListItemFactory<UpNextItem, UpNextRow>(
            setup: { UpNextRow(images: context.images) },
            bind: { row, item, _ in
                row.show(item)
                row.widget.parent?.setAccessibleLabel(item.accessibleLabel)
            },
            unbind: { row in row.clear() })
        list = ListView(store: ListStore<UpNextItem>(), factory: factory)
        list.setAccessibleLabel(AppPage.upNext.title)
        list.onActivate { [weak store] item, _ in store?.send(.itemSelected(item)) }
        let scroller = ScrolledWindow(child: list)
        scroller.vexpand = true
        let clamp = Clamp(child: scroller, maximumSize: 900)
        clamp.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        empty.vexpand = true
        contentStack.add(clamp, name: "list")
        contentStack.add(empty, name: "empty")
        stateView = StateView(content: contentStack) { [weak store] in store?.send(.retry) }
        observation = store.observe({ $0.items }) { [weak self] items in self?.render(items) }
    }

    /// Focuses the list (its first row), or nothing when it is empty.
    public func focusFirst() {
        if stateView.visible == .error {
            stateView.error.retryButton.grabFocus()
        } else if !shown.isEmpty {
            list.grabFocus()
        }
    }

    private func render(_ items: ViewState<[UpNextItem]>) {
        let content = stateView.render(items)
        guard stateView.visible == .content else { return }
        let rows = content ?? []
        if rows != shown {
            shown = rows
            list.store.replaceAll(with: rows)
        }
        contentStack.visibleChildName = rows.isEmpty ? "empty" : "list"
    }
}
