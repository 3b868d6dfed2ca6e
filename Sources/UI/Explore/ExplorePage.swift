import Catalog
import Features
import GtkKit
import Store

/// The Explore page: a vertical scroll of sections, each a titled carousel that loads and fails on its own
/// (spinner, error with Retry), with "See All" opening the section's poster grid. Ctrl+R (win.refresh)
/// reloads every section.
@MainActor
public final class ExplorePage {
    /// The page's root widget.
    public let widget: ScrolledWindow
    private let store: Store<ExploreFeature.State, ExploreFeature.Action>
    private var carousels: [ExploreSectionID: Carousel] = [:]
    private var observation: StoreObservation?

    public init(store: Store<ExploreFeature.State, ExploreFeature.Action>, context: PageContext) {
        self.store = store
        let content = Box(.vertical, spacing: 24)
        content.setMargins(top: 18, bottom: 24, start: 12, end: 12)
        for section in ExploreSectionID.allCases {
            let carousel = Carousel(title: section.title, context: context, onActivate: { [weak store] card in
                store?.send(.navigate(card.route))
            }, onRetry: { [weak store] in store?.send(.retry(section)) })
            carousel.showSeeAll { [weak store] in store?.send(.navigate(.seeAll(section))) }
            carousels[section] = carousel
            content.append(carousel.widget)
        }
        widget = PageLayout.scrolling(content, maximumWidth: 1400)
        observation = store.observe({ $0.display }) { [weak self] sections in self?.render(sections) }
    }

    /// Reloads every section.
    public func refresh() {
        store.send(.refresh)
    }

    /// Focuses the first section that can take focus.
    public func focusFirst() {
        for section in ExploreSectionID.allCases where carousels[section]?.focus() == true { return }
    }

    private func render(_ sections: [ExploreSectionDisplay]) {
        for section in sections {
            carousels[section.id]?.render(section.cards.map { $0.map(CardContent.init) },
                                          emptyMessage: section.emptyMessage)
        }
    }
}
