import Features
import Foundation
import GtkKit
import Localization
import Store

/// The episode page: a full-width 16:9 still (gray placeholder without one; decorative), "Series › Season 1"
/// linking back with the previous/next episode buttons, "Episode N",
/// the name as the title, the air date (hidden when unknown), "Mark as Watched" (with the watch count and
/// the last date, rewatch from its menu) and the rating, the overview (hidden when empty), the director and
/// writers, and the guest stars' carousel. An episode hidden from spoilers shows "Episode N" as its title,
/// "Overview hidden — not watched yet" with a Reveal button and its still blurred.
@MainActor
public final class TVEpisodeDetailsPage: DetailsPageView {
    public typealias Page = TVEpisodeDetailsFeature

    private let still: RemoteImage
    private let stillBlur: BlurBin
    private let number = Label("", styles: ["caption", "dim-label"])
    private let title = PageLayout.pageHeading()
    private let airDate = Label("", styles: ["dim-label"])
    private let overview = PageLayout.body()
    private let spoilerNotice = PageLayout.body(styles: ["dim-label"])
    private let reveal = Button(label: SpoilerText.reveal)
    private let spoilerBar = Box(.horizontal, spacing: 12)
    private let directors = PageLayout.body(styles: ["dim-label"])
    private let writers = PageLayout.body(styles: ["dim-label"])
    private let guestStars: Carousel
    private let tracking: TrackingBar
    private let frame: DetailsPageFrame<Page>
    private let contextBar: SeriesContextBar

    public var widget: Widget { frame.widget }
    public var showsTitleAsHeading: Bool { true }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        still = RemoteImage(
            shape: .aspect(width: 16, height: 9), source: context.images,
            placeholderIcon: "video-x-generic-symbolic", style: "header")
        stillBlur = BlurBin(child: still.widget)
        let text = Box(.vertical, spacing: 6)
        text.setMargins(top: 18, bottom: 24, start: 18, end: 18)
        number.xalign = 0
        airDate.xalign = 0
        tracking = TrackingBar(store: store.tracking(), kind: .watchable, context: context)
        tracking.widget.setMargins(top: 12)
        overview.setMargins(top: 12)
        spoilerBar.setMargins(top: 12)
        spoilerNotice.text = SpoilerText.overviewHidden
        spoilerNotice.hexpand = true
        reveal.valign = .center
        reveal.onClicked { [weak store] in store?.send(.own(.reveal)) }
        spoilerBar.append(spoilerNotice)
        spoilerBar.append(reveal)
        guestStars = Carousel(title: tr("Guest Stars"), context: context) { [weak store] card in
            store?.send(.navigate(card.route))
        }
        guestStars.widget.setMargins(top: 12)
        contextBar = SeriesContextBar { [weak store] route in store?.send(.navigate(route)) }
        contextBar.widget.setMargins(bottom: 6)
        [
            contextBar.widget, number, title.widget, airDate, tracking.widget, overview, spoilerBar, directors,
            writers, guestStars.widget,
        ]
        .forEach(text.append)
        let content = Box(.vertical)
        content.append(stillBlur)
        content.append(text)
        frame = DetailsPageFrame(store: store, content: content, maximumWidth: 800)
        frame.onResize { [tracking] width, _ in tracking.adapt(toWidth: width) }
        frame.startWithSeriesContext { [weak self] state in self?.render(state) }
    }

    public func focusFirst() {
        frame.focusFirst()
    }

    private func render(_ state: Page.State) {
        guard let display = state.display(hidingUntilKnown: true) else { return }
        contextBar.show(display.context)
        still.show(display.stillURL)
        stillBlur.blurRadius = display.spoilerHidden ? SpoilerStyle.headerBlurRadius : 0
        number.text = display.subtitle ?? ""
        number.isVisible = display.subtitle != nil
        title.text = display.title
        airDate.text = display.airDate ?? ""
        airDate.isVisible = display.airDate != nil
        overview.text = display.overview ?? ""
        overview.isVisible = display.overview != nil
        spoilerBar.isVisible = display.spoilerHidden
        reveal.setAccessibleLabel(display.revealLabel)
        directors.text = display.directors ?? ""
        directors.isVisible = display.directors != nil
        writers.text = display.writers ?? ""
        writers.isVisible = display.writers != nil
        guestStars.show(display.guestStars.map(CardContent.init))
        guestStars.widget.isVisible = !display.guestStars.isEmpty
    }
}
