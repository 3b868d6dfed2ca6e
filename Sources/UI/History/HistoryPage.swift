import Features
import GtkKit
import Localization
import Store

/// The watch history: every play, newest first, a page at a time (previous / next page buttons when there
/// are several), each with a button removing it (a toast offers Undo); activating a row opens its title.
/// An empty state when nothing was watched yet (its button opens Explore) or past the last page (its button
/// opens the first). Reloads in place when the library changes. The header bar shows the page's title; the
/// page does not repeat it.
@MainActor
public final class HistoryPage: DetailsPageView {
    public typealias Page = HistoryFeature

    private let list: KeyedListBox<HistoryRow>
    private let pager = Box(.horizontal, spacing: 12)
    private let previous = Button(iconName: "go-previous-symbolic", accessibleLabel: HistoryDisplay.previousPageLabel)
    private let next = Button(iconName: "go-next-symbolic", accessibleLabel: HistoryDisplay.nextPageLabel)
    private let pageLabel = Label("", styles: ["dim-label"])
    private let empty: EmptyStatePage
    private let frame: DetailsPageFrame<Page>
    private let tracking: Store<TrackingPanel.State, TrackingPanel.Action>
    private let toasts: TrackingToasts
    private var display: HistoryDisplay?

    public var widget: Widget { frame.widget }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        let tracking = store.scope(state: { $0.own }, action: { Page.Action.own(.tracking($0)) })
        self.tracking = tracking
        list = KeyedListBox(
            makeRow: { row in
                HistoryRow(row, images: context.images) { [weak tracking] row in tracking?.send(.removePlay(row.play)) }
            }, accessibleLabel: \.accessibleLabel,
            onActivate: { [weak store] row in
                store?.send(.own(.entrySelected(row.route)))
            })
        toasts = TrackingToasts(store: tracking, context: context)
        list.list.setAccessibleLabel(tr("Plays"))
        pager.halign = .center
        [previous, pageLabel, next].forEach(pager.append)
        let content = Box(.vertical, spacing: 18)
        content.setMargins(top: 24, bottom: 24, start: 18, end: 18)
        [list.list, pager].forEach(content.append)
        empty = EmptyStatePage(
            iconName: "document-open-recent-symbolic", title: "", description: nil,
            actionLabel: HistoryDisplay.EmptyAction.explore.label)
        frame = DetailsPageFrame(store: store, content: content, maximumWidth: 800, empty: empty)
        empty.button.onClicked { [weak self] in self?.emptyActionClicked() }
        previous.onClicked { [weak self] in self?.open(\.previousPage) }
        next.onClicked { [weak self] in self?.open(\.nextPage) }
        frame.start { [weak self] state in self?.render(state) }
    }

    public func focusFirst() {
        frame.focusFirst()
    }

    private func render(_ state: Page.State) {
        guard let display = state.display() else { return }
        self.display = display
        list.show(display.rows)
        frame.showsEmpty = display.emptyTitle != nil
        empty.title = display.emptyTitle ?? ""
        empty.descriptionText = display.emptyDescription
        empty.button.label = (display.emptyAction ?? .explore).label
        pager.isVisible = display.pageText != nil
        pageLabel.text = display.pageText ?? ""
        previous.isSensitive = display.previousPage != nil
        next.isSensitive = display.nextPage != nil
    }

    private func emptyActionClicked() {
        switch display?.emptyAction {
        case .firstPage: frame.store.send(.own(.pageSelected(1)))
        case .explore, nil: _ = widget.activateAction("win.page-\(AppPage.explore.rawValue)")
        }
    }

    private func open(_ page: KeyPath<HistoryDisplay, Int?>) {
        guard let number = display?[keyPath: page] else { return }
        frame.store.send(.own(.pageSelected(number)))
    }
}
