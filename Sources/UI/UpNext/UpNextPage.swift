import Catalog
import Features
import GtkKit
import Localization
import Store

/// The Up Next page: one row per series in progress with its next episode (activating the row opens the
/// episode, its button marks it watched: the row then shows the following episode, with a toast to undo),
/// or a status page explaining how to start. Header-bar buttons open the calendar and the History. Updates live.
@MainActor
public final class UpNextPage {
    /// The page's root widget.
    public var widget: Widget { stateView.widget }
    /// The header-bar buttons opening the calendar and the History (shown while the page is at the root of its stack).
    public let headerControls: Widget
    private let store: Store<UpNextFeature.State, UpNextFeature.Action>
    private let stateView: StateView
    private let list: KeyedListBox<UpNextRow>
    private let contentStack = Stack()
    private let empty = StatusPage(
        iconName: AppPage.upNext.iconName, title: UpNextFeature.State.emptyTitle,
        description: UpNextFeature.State.emptyDescription)
    private let explore = Button(label: DisplayFormat.exploreSeriesLabel)
    private let toasts: TrackingToasts
    private var observation: StoreObservation?

    public init(store: Store<UpNextFeature.State, UpNextFeature.Action>, context: PageContext) {
        self.store = store
        list = KeyedListBox(
            makeRow: { [weak store] _ in
                UpNextRow(images: context.images) { item in store?.send(.markWatched(item)) }
            }, accessibleLabel: \.accessibleLabel, onActivate: { [weak store] item in store?.send(.itemSelected(item)) }
        )
        list.list.setAccessibleLabel(AppPage.upNext.title)
        list.list.valign = .start
        let clamp = Clamp(child: list.list, maximumSize: 900)
        clamp.setMargins(top: 18, bottom: 18, start: 12, end: 12)
        let scroller = ScrolledWindow(child: clamp)
        scroller.vexpand = true
        explore.halign = .center
        explore.addCSSClass("pill")
        explore.addCSSClass("suggested-action")
        explore.actionName = "win.page-\(AppPage.explore.rawValue)"
        explore.tooltip = UpNextFeature.State.exploreTooltip
        empty.child = explore
        empty.vexpand = true
        contentStack.add(scroller, name: "list")
        contentStack.add(empty, name: "empty")
        stateView = StateView(content: contentStack) { [weak store] in store?.send(.retry) }
        let history = Button(
            iconName: "document-open-recent-symbolic", accessibleLabel: UpNextFeature.State.historyLabel)
        history.onClicked { [weak store] in store?.send(.showHistory) }
        let calendar = Button(
            iconName: "x-office-calendar-symbolic", accessibleLabel: UpNextFeature.State.calendarLabel)
        calendar.onClicked { [weak store] in store?.send(.showCalendar) }
        let statistics = Button(
            iconName: "x-office-presentation-symbolic",
            accessibleLabel: UpNextFeature.State.statisticsLabel)
        statistics.onClicked { [weak store] in store?.send(.showStatistics) }
        // No spacing: the three flat icon buttons beside the view switcher fit a 360 px window.
        let buttons = Box(.horizontal, spacing: 0)
        buttons.append(statistics)
        buttons.append(calendar)
        buttons.append(history)
        headerControls = buttons
        toasts = TrackingToasts(store: store.scope(state: { $0.tracking }, action: { .tracking($0) }), context: context)
        observation = store.observe({ $0.items }) { [weak self] items in self?.render(items) }
    }

    /// Focuses the first row, the empty state's button, or Retry; while loading, as soon as loaded.
    public func focusFirst() {
        stateView.focusFirst(content: firstControl)
    }

    private var firstControl: Widget { list.list.allRows.first ?? explore }

    private func render(_ items: ViewState<[UpNextItem]>) {
        let content = stateView.render(items)
        guard stateView.visible == .content else { return }
        let rows = content ?? []
        list.show(rows)
        contentStack.visibleChildName = rows.isEmpty ? "empty" : "list"
        stateView.focusIfPending(content: firstControl)
    }
}
