import Features
import GtkKit
import Localization
import Store

/// The watch history: every play, newest first, a page at a time.
@MainActor
public final class HistoryPage: DetailsPageView {
    public typealias Page = HistoryFeature

    private let title = PageLayout.focusableHeading()
    private let list = Box(.vertical, spacing: 6)
    private let frame: DetailsPageFrame<Page>
    private var rows: [Label] = []

    public var widget: Widget { frame.widget }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        let content = Box(.vertical, spacing: 12)
        content.setMargins(top: 18, bottom: 24, start: 18, end: 18)
        title.text = tr("History")
        content.append(title.widget)
        content.append(list)
        frame = DetailsPageFrame(store: store, content: content, heading: title.widget, maximumWidth: 800)
        frame.start { [weak self] state in self?.render(state) }
    }

    public func focusFirst() {
        frame.focusFirst()
    }

    private func render(_ state: Page.State) {
        guard let history = state.content.content else { return }
        rows.forEach(list.remove)
        rows = history.entries.map { entry in
            let label = Label(entry.title)
            label.xalign = 0
            list.append(label)
            return label
        }
    }
}
