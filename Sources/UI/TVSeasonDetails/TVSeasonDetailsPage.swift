import Features
import Localization
import GtkKit
import Store

/// The season page: poster (left) and overview (right), then the episodes as rows that open episodes.
@MainActor
public final class TVSeasonDetailsPage: DetailsPageView {
    public typealias Page = TVSeasonDetailsFeature

    private let context: PageContext
    private let poster: RemoteImage
    private let title = PageLayout.focusableHeading()
    private let overview = PageLayout.body()
    private let episodesHeading = PageLayout.sectionHeading(tr("Episodes"))
    private let episodes = ListBox()
    private let emptyLabel = Label("", styles: ["dim-label"])
    private var shownEpisodes: [TVSeasonDetailsDisplay.EpisodeRow] = []
    private var rows: [EpisodeRow] = []
    private let frame: DetailsPageFrame<Page>

    public var widget: Widget { frame.widget }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        self.context = context
        poster = RemoteImage(shape: .fixed(width: 150, height: 225), source: context.images,
                             placeholderIcon: "video-x-generic-symbolic")
        poster.widget.valign = .start
        let text = Box(.vertical, spacing: 12)
        text.hexpand = true
        text.valign = .center
        text.append(title.widget)
        text.append(overview)
        let header = Box(.horizontal, spacing: 24)
        header.append(poster.widget)
        header.append(text)
        emptyLabel.xalign = 0
        let content = Box(.vertical, spacing: 18)
        content.setMargins(top: 24, bottom: 24, start: 18, end: 18)
        content.append(header)
        content.append(episodesHeading)
        content.append(episodes)
        content.append(emptyLabel)
        frame = DetailsPageFrame(store: store, content: content, heading: title.widget)
        episodes.onRowActivated { [weak self] index in
            guard let self, index < self.shownEpisodes.count else { return }
            self.frame.store.send(.own(.episodeSelected(episodeNumber: self.shownEpisodes[index].id)))
        }
        frame.start { [weak self] state in self?.render(state) }
    }

    public func focusFirst() {
        frame.focusFirst()
    }

    private func render(_ state: Page.State) {
        guard let display = state.display else { return }
        poster.show(display.posterURL)
        title.text = display.title
        overview.text = display.overview ?? ""
        overview.isVisible = display.overview != nil
        emptyLabel.text = display.emptyMessage ?? ""
        emptyLabel.isVisible = display.emptyMessage != nil
        episodesHeading.isVisible = display.emptyMessage == nil
        guard display.episodes != shownEpisodes else { return }
        shownEpisodes = display.episodes
        episodes.removeAll()
        rows = display.episodes.map { EpisodeRow($0, images: context.images) }
        for (episode, row) in zip(display.episodes, rows) {
            episodes.append(row.widget).setAccessibleLabel(episode.accessibleLabel)
        }
    }
}
