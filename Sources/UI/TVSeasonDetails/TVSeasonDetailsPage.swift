import Features
import GtkKit
import Localization
import Store

/// The season page: the series as a link back, poster (left; above on narrow pages) beside the title, air
/// date · episode count and overview, then "Mark Season as Watched" and the episodes as
/// rows that open episodes, each with a check box marking it watched; every saved change shows a toast with
/// Undo.
@MainActor
public final class TVSeasonDetailsPage: DetailsPageView {
    public typealias Page = TVSeasonDetailsFeature

    private let context: PageContext
    private let poster: RemoteImage
    private let title = PageLayout.pageHeading()
    private let contextBar: SeriesContextBar
    private let facts = PageLayout.body(styles: ["dim-label"])
    private let overview = PageLayout.body()
    private let episodesHeading = PageLayout.sectionHeading(tr("Episodes"))
    private let markSeasonWatched = Button(label: TrackingDisplay.markSeasonWatched)
    private let episodes = ListBox()
    private let emptyLabel = Label("", styles: ["dim-label"])
    private var shownEpisodes: [TVSeasonDetailsDisplay.EpisodeRow] = []
    private var rows: [EpisodeRow] = []
    private let frame: DetailsPageFrame<Page>
    private let tracking: Store<TrackingPanel.State, TrackingPanel.Action>
    private let toasts: TrackingToasts
    private var watchedObservation: StoreObservation?
    private let actions = SimpleActionGroup()

    public var widget: Widget { frame.widget }
    public var showsTitleAsHeading: Bool { true }
    public var menuItems: PageMenuItems? {
        PageMenuItems([(TrackingDisplay.markSeasonWatchedMenuItem, "mark-season-watched")], actions: actions)
    }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        self.context = context
        poster = RemoteImage(
            shape: .fixed(width: 150, height: 225), source: context.images,
            placeholderIcon: "video-x-generic-symbolic")
        contextBar = SeriesContextBar { [weak store] route in store?.send(.navigate(route)) }
        let text = Box(.vertical, spacing: 12)
        text.valign = .center
        [title.widget, facts, overview].forEach(text.append)
        let header = StackingHeader(image: poster.widget, text: text, spacing: 24)
        emptyLabel.xalign = 0
        episodesHeading.hexpand = true
        markSeasonWatched.tooltip = TrackingDisplay.markSeasonWatchedTooltip
        markSeasonWatched.valign = .center
        let episodesBar = Box(.horizontal, spacing: 12)
        episodesBar.append(episodesHeading)
        episodesBar.append(markSeasonWatched)
        let content = Box(.vertical, spacing: 18)
        content.setMargins(top: 24, bottom: 24, start: 18, end: 18)
        content.append(contextBar.widget)
        content.append(header.widget)
        content.append(episodesBar)
        content.append(episodes)
        episodes.setAccessibleLabelledBy(episodesHeading)
        content.append(emptyLabel)
        frame = DetailsPageFrame(store: store, content: content)
        frame.onResize { [markSeasonWatched] width, _ in
            header.adapt(toWidth: width)
            // Narrow: the button goes under the heading (its German label does not fit beside it).
            let narrow = width < PageLayout.narrowWidth
            episodesBar.orientation = narrow ? .vertical : .horizontal
            markSeasonWatched.halign = narrow ? .start : .fill
        }
        tracking = store.tracking()
        toasts = TrackingToasts(store: tracking, context: context)
        markSeasonWatched.onClicked { [weak tracking] in tracking?.send(.markWatched) }
        actions.addAction("mark-season-watched") { [weak tracking] in tracking?.send(.markWatched) }
        episodes.onRowActivated { [weak self] index in
            guard let self, index < self.shownEpisodes.count else { return }
            self.frame.store.send(.own(.episodeSelected(episodeNumber: self.shownEpisodes[index].id)))
        }
        frame.startWithSeriesContext { [weak self] state in self?.render(state) }
        watchedObservation = tracking.observe({ $0.status?.watchedEpisodes }) { [weak self] _ in self?.showWatched() }
    }

    public func focusFirst() {
        frame.focusFirst()
    }

    private func render(_ state: Page.State) {
        guard let display = state.display(hidingUntilKnown: true) else { return }
        contextBar.show(display.context)
        poster.show(display.posterURL)
        title.text = display.title
        // Translators: separates the facts under a season's title ("February 6, 2016 · 10 episodes").
        facts.text = display.facts.joined(separator: tr(" · "))
        facts.isVisible = !display.facts.isEmpty
        overview.text = display.overview ?? ""
        overview.isVisible = display.overview != nil
        emptyLabel.text = display.emptyMessage ?? ""
        emptyLabel.isVisible = display.emptyMessage != nil
        episodesHeading.isVisible = display.emptyMessage == nil
        markSeasonWatched.isVisible = display.emptyMessage == nil
        guard display.episodes != shownEpisodes else { return }
        let previous = shownEpisodes
        shownEpisodes = display.episodes
        // The same episodes (one revealed, or watched and so no longer hidden): the rows update in place and
        // keep the focus.
        if display.episodes.map(\.id) == previous.map(\.id) {
            for (index, episode) in display.episodes.enumerated() where episode != previous[index] {
                rows[index].show(episode)
                episodes.allRows[index].setAccessibleLabel(episode.accessibleLabel)
            }
            return
        }
        episodes.removeAll()
        rows = display.episodes.map { episode in
            EpisodeRow(
                episode, images: context.images,
                onWatchedToggled: { [weak self] isWatched in
                    self?.userToggled(episode: episode.id, isWatched: isWatched)
                },
                onReveal: { [weak self] in self?.frame.store.send(.own(.revealEpisode(episodeNumber: episode.id))) })
        }
        for (episode, row) in zip(display.episodes, rows) {
            episodes.append(row.widget).setAccessibleLabel(episode.accessibleLabel)
        }
        showWatched()
    }

    /// Checks the rows of the watched episodes.
    private func showWatched() {
        let watched = tracking.state.status?.watchedEpisodes ?? []
        for (episode, row) in zip(shownEpisodes, rows) {
            row.showWatched(watched.contains(episode.id))
        }
    }

    /// The check box shows the library's state until the change is saved (it then updates live).
    private func userToggled(episode: Int, isWatched: Bool) {
        showWatched()
        tracking.send(.setEpisodeWatched(episode: episode, isWatched))
    }
}
