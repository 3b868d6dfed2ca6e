import Features
import GtkKit
import Localization

/// The layout shared by the movie and series pages: a full-width backdrop hero (16:9, at most
/// ``heroHeightFraction`` of the page's height, cropped, fading into the page), the poster beside the title,
/// tagline, facts line, TMDb's score and overview (the poster hidden on narrow pages), the tracking controls
/// under them, then the sections ("Where to Watch", carousels).
@MainActor
final class MediaDetailsView {
    /// The most of the page's height the hero takes.
    static let heroHeightFraction = 0.4

    /// The full-width hero above the content.
    var hero: Widget { backdrop.widget }
    /// The scrolling content under the hero.
    let content = Box(.vertical, spacing: 0)
    let backdrop: RemoteImage
    let poster: RemoteImage
    let title = PageLayout.pageHeading()
    let tagline = PageLayout.body(styles: ["dim-label"])
    let facts = PageLayout.body(styles: ["dim-label"])
    /// TMDb's score ("★ 7.8 · 12,345 votes"), hidden without votes.
    private let score = Box(.horizontal, spacing: 6)
    private let scoreLabel = PageLayout.body(styles: ["dim-label"])
    let overview = PageLayout.body()
    private let sections = Box(.vertical, spacing: 24)
    private let body = Box(.vertical, spacing: 24)
    private let summary: StackingHeader

    init(images: ImageSource?) {
        backdrop = RemoteImage(
            shape: .aspect(width: 16, height: 9), source: images,
            placeholderIcon: "video-x-generic-symbolic", style: "header")
        poster = RemoteImage(
            shape: .fixed(width: 130, height: 195), source: images,
            placeholderIcon: "video-x-generic-symbolic")
        let fade = Box()
        fade.addCSSClass("popcorn-hero-fade")
        fade.canTarget = false
        backdrop.widget.addOverlay(fade)
        tagline.setMarkup("")
        let star = Image(iconName: "starred-symbolic")
        star.addCSSClass("dim-label")
        star.valign = .center
        score.append(star)
        score.append(scoreLabel)
        score.tooltip = DisplayFormat.scoreTooltip
        score.isVisible = false
        let text = Box(.vertical, spacing: 8)
        [title.widget, tagline, facts, score, overview].forEach(text.append)
        overview.setMargins(top: 6)
        summary = StackingHeader(image: poster.widget, text: text, spacing: 18, narrowImage: .hidden)
        body.setMargins(top: 6, bottom: 24, start: 18, end: 18)
        body.append(summary.widget)
        body.append(sections)
        content.append(body)
    }

    /// Lays the page out for its size: the hero's height bound, the poster hidden when narrow.
    func adapt(toWidth width: Int, height: Int) {
        backdrop.maximumHeight = Int(Double(height) * Self.heroHeightFraction)
        summary.adapt(toWidth: width)
    }

    /// Puts `controls` (the tracking controls) between the summary and the sections.
    func setControls(_ controls: Widget) {
        body.remove(sections)
        body.append(controls)
        body.append(sections)
    }

    /// Adds a section (a carousel) under the summary.
    func addSection(_ section: Widget) {
        sections.append(section)
    }

    /// Fills the summary; nil texts hide their lines.
    func show(
        title: String, tagline: String?, facts: [String], score: String?, overview: String?, posterURL: String?,
        backdropURL: String?
    ) {
        self.title.text = title
        self.tagline.setMarkup(tagline.map { "<i>\(Label.escapeMarkup($0))</i>" } ?? "")
        self.tagline.isVisible = tagline != nil
        // Translators: separates the facts under a title ("2019 · 2 h 5 min · Drama, Crime").
        self.facts.text = facts.joined(separator: tr(" · "))
        self.facts.isVisible = !facts.isEmpty
        scoreLabel.text = score ?? ""
        self.score.isVisible = score != nil
        self.overview.text = overview ?? ""
        self.overview.isVisible = overview != nil
        poster.show(posterURL)
        backdrop.show(backdropURL)
    }
}
