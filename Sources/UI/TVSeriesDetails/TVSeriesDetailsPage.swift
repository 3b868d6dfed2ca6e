import Features
import GtkKit
import Localization
import Store

/// The series page: backdrop, poster, title, tagline, rating · year · genres, TMDb's score, overview, "Play
/// Trailer", the progress ("4 of 10 episodes"), the rating and the notifications toggle, "Where to Watch", the
/// seasons carousel (opens a season) and the cast carousel, and the watchlist button in the header bar (with a
/// toast on change); the page menu's "Mark Series Watched" marks every aired, unwatched episode (a toast with Undo), and its
/// "Spoilers" choices override Preferences for this series.
@MainActor
public final class TVSeriesDetailsPage: DetailsPageView {
    public typealias Page = TVSeriesDetailsFeature

    private let frame: TitlePageFrame<Page>
    private let follow: FollowToggleButton
    private let actions = SimpleActionGroup()
    private var spoilers: SpoilerChoiceMenuItems?

    public var widget: Widget { frame.widget }
    public var showsTitleAsHeading: Bool { true }
    public var headerControls: Widget? { frame.headerControls }
    public var menuItems: PageMenuItems? {
        PageMenuItems(
            [(TrackingDisplay.markSeriesWatchedMenuItem, "mark-series-watched")], actions: actions,
            choices: SpoilerChoiceMenuItems.choices)
    }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        let follow = FollowToggleButton(store: store, context: context)
        self.follow = follow
        frame = TitlePageFrame(
            store: store, context: context, trackingKind: .series,
            extraControls: [follow.button.widget], carouselTitles: [tr("Seasons"), tr("Cast")]
        ) { state, frame in
            guard let display = state.display(myServices: context.myServices()) else { return }
            frame.show(display.titlePage, facts: display.facts, castCarousel: 1)
            frame.show(
                display.seasons.map { season in
                    CardContent(
                        title: season.name, subtitle: season.episodeCount, imageURL: season.posterURL,
                        isPerson: false, accessibleLabel: DisplayFormat.list([season.name, season.episodeCount]),
                        route: season.route)
                }, inCarousel: 0)
        }
        let tracking = store.tracking()
        actions.addAction("mark-series-watched") { tracking.send(.markWatched) }
        spoilers = SpoilerChoiceMenuItems(store: store, context: context, actions: actions)
    }

    public func focusFirst() {
        frame.focusFirst()
    }
}
