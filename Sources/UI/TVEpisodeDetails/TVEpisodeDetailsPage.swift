import Features
import Foundation
import GtkKit
import Store

/// The episode page: a full-width 16:9 still (gray placeholder without one; decorative), "Episode N",
/// the name as the title, the air date (hidden when unknown) and the overview (hidden when empty).
@MainActor
public final class TVEpisodeDetailsPage: DetailsPageView {
    public typealias Page = TVEpisodeDetailsFeature

    public var widget: Widget { stateView.widget }
    private let store: Store<Page.State, Page.Action>
    private let stateView: StateView
    private let still: RemoteImage
    private let number = Label("", styles: ["caption", "dim-label"])
    private let title = PageLayout.focusableHeading()
    private let airDate = Label("", styles: ["dim-label"])
    private let overview = PageLayout.body()
    private var observation: StoreObservation?

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        self.store = store
        still = RemoteImage(shape: .aspect(width: 16, height: 9), source: context.images,
                            placeholderIcon: "video-x-generic-symbolic", style: "header")
        let text = Box(.vertical, spacing: 6)
        text.setMargins(top: 18, bottom: 24, start: 18, end: 18)
        number.xalign = 0
        airDate.xalign = 0
        overview.setMargins(top: 12)
        [number, title.widget, airDate, overview].forEach(text.append)
        let content = Box(.vertical)
        content.append(still.widget)
        content.append(text)
        stateView = StateView(content: PageLayout.scrolling(content, maximumWidth: 800)) { [weak store] in
            store?.send(.retry)
        }
        observation = store.observe({ $0.content }) { [weak self] _ in self?.render() }
    }

    public func focusFirst() {
        stateView.focusFirst(content: title.widget)
    }

    private func render() {
        let state = store.state
        defer { stateView.focusIfPending(content: title.widget) }
        guard stateView.render(state.content) != nil, let display = state.display() else { return }
        still.show(display.stillURL)
        number.text = display.subtitle
        title.text = display.title
        airDate.text = display.airDate ?? ""
        airDate.isVisible = display.airDate != nil
        overview.text = display.overview ?? ""
        overview.isVisible = display.overview != nil
    }
}
