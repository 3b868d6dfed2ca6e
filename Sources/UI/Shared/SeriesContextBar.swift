import Features
import GtkKit
import Localization

/// The context line above a season's or an episode's title: "Series › Season 1" as links back, and on
/// episode pages the previous/next episode buttons at its end (hidden where there is none). Hidden until
/// the context is loaded.
@MainActor
final class SeriesContextBar {
    /// The widget to place.
    let widget = Box(.horizontal, spacing: 6)
    private let seriesLink = SeriesContextBar.link()
    private let separator = Label("›", styles: ["dim-label", "popcorn-context-separator"])
    private let seasonLink = SeriesContextBar.link()
    private let previousButton = Button(iconName: "go-previous-symbolic", accessibleLabel: tr("Previous Episode"))
    private let nextButton = Button(iconName: "go-next-symbolic", accessibleLabel: tr("Next Episode"))
    private var shown: SeriesContextDisplay?

    /// An empty bar; `navigate` opens a route (a link or an episode button).
    init(navigate: @escaping @MainActor (Route) -> Void) {
        let links = Box(.horizontal, spacing: 0)
        links.hexpand = true
        separator.setAccessibleHidden(true)
        [seriesLink.button, separator, seasonLink.button].forEach(links.append)
        let episodes = Box(.horizontal)
        episodes.addCSSClass("linked")
        episodes.valign = .center
        [previousButton, nextButton].forEach(episodes.append)
        widget.append(links)
        widget.append(episodes)
        widget.isVisible = false
        seriesLink.button.onClicked { [weak self] in self?.shown.map { navigate($0.series.route) } }
        seasonLink.button.onClicked { [weak self] in (self?.shown?.season).map { navigate($0.route) } }
        previousButton.onClicked { [weak self] in (self?.shown?.previousEpisode).map(navigate) }
        nextButton.onClicked { [weak self] in (self?.shown?.nextEpisode).map(navigate) }
    }

    /// Shows `context` (nil hides the bar).
    func show(_ context: SeriesContextDisplay?) {
        shown = context
        widget.isVisible = context != nil
        guard let context else { return }
        seriesLink.label.text = context.series.title
        seriesLink.button.setAccessibleLabel(context.series.title)
        seasonLink.label.text = context.season?.title ?? ""
        seasonLink.button.setAccessibleLabel(context.season?.title ?? "")
        separator.isVisible = context.season != nil
        seasonLink.button.isVisible = context.season != nil
        previousButton.isVisible = context.previousEpisode != nil
        nextButton.isVisible = context.nextEpisode != nil
    }

    /// A link-styled button whose label (a title: no mnemonic) is cut with "…" when the line is too narrow.
    private static func link() -> (button: Button, label: Label) {
        let label = Label()
        label.ellipsizes = true
        let button = Button(child: label)
        button.addCSSClass("flat")
        button.addCSSClass("popcorn-context-link")
        button.valign = .center
        return (button, label)
    }
}
