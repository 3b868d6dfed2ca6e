import Features
import GtkKit
import Localization
import Store

/// For You: the filter bar (``ForYouFilters``) above a grid of poster cards, each saying why it is there; the
/// status page explaining how to get recommendations when nothing is rated yet, or that the filters leave
/// nothing; a spinner, or the error with Retry, while loading.
public final class ForYouPage: DetailsPageView {
    public typealias Page = ForYouFeature
    private let box = Box(.vertical, spacing: 0)
    private let store: Store<Page.State, Page.Action>
    private let stateView: StateView
    private let grid: PosterGrid
    private let contentStack = Stack()
    private let empty: EmptyStatePage
    private var emptyRoute: Route = .explore
    private var shown: [CardContent] = []
    private var observation: StoreObservation?
    public var widget: Widget { box }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        self.store = store
        empty = EmptyStatePage(iconName: "starred-symbolic", title: "", description: nil, actionLabel: "")
        grid = PosterGrid(context: context)
        grid.view.setAccessibleLabel(ForYouDisplay.title)
        grid.view.onActivate { [weak store] content, _ in store?.send(.navigate(content.route)) }
        let filters = ForYouFilterBar(
            ForYouFilters(ForYouFeature.query(of: store.state.route), hasServices: !context.myServices().isEmpty)
        ) { [weak store] route in store?.send(.navigate(route)) }
        let headerClamp = Clamp(child: filters.widget, maximumSize: 1400)
        headerClamp.setMargins(top: 6, start: 18, end: 18)
        box.append(headerClamp)
        let clamp = Clamp(child: grid.widget, maximumSize: 1400)
        clamp.setMargins(top: 6, bottom: 6, start: 12, end: 12)
        contentStack.add(clamp, name: "grid")
        contentStack.add(empty.widget, name: "empty")
        stateView = StateView(content: contentStack) { [weak store] in store?.send(.retry) }
        stateView.widget.vexpand = true
        box.append(stateView.widget)
        empty.button.onClicked { [weak self] in
            guard let self else { return }
            self.store.send(.navigate(self.emptyRoute))
        }
        observation = store.observe({ $0 }) { [weak self] state in self?.render(state) }
    }

    public func focusFirst() {
        if stateView.visible == .error {
            stateView.error.retryButton.grabFocus()
        } else if !shown.isEmpty {
            grid.view.grabFocus()
        } else if contentStack.visibleChildName == "empty" {
            empty.button.grabFocus()
        }
    }

    private func render(_ state: Page.State) {
        guard stateView.render(state.content) != nil, let display = state.display else { return }
        grid.show(display.cards.map(CardContent.init), replacing: &shown)
        if let emptyState: ForYouEmptyState = display.empty {
            empty.title = emptyState.title
            empty.descriptionText = emptyState.description
            empty.button.label = emptyState.actionLabel
            emptyRoute = emptyState.route
        }
        contentStack.visibleChildName = display.empty == nil ? "grid" : "empty"
    }
}

extension CardContent {
    /// A For You card: the title, the year, and why it is recommended under them (and in its accessible name).
    init(_ card: ForYouDisplay.Card) {
        self.init(
            title: card.card.title, subtitle: card.card.subtitle, imageURL: card.card.imageURL, isPerson: false,
            accessibleLabel: AccessibleText.card(title: card.card.title, detail: card.because, kind: card.card.kind),
            route: card.card.route, note: card.because)
    }
}
