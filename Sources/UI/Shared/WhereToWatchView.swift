import Features
import GtkKit
import Localization

/// The "Where to Watch" section of the movie and series pages: per kind of offer (Stream, Free, With Ads,
/// Rent, Buy) the services' logos with their names under them (the user's own services outlined, and named
/// first), or "Not available to stream in …"; then the link to TMDb's watch page and JustWatch's attribution.
@MainActor
final class WhereToWatchView {
    /// The section (hidden while where to watch is unknown).
    let widget = Box(.vertical, spacing: 12)
    private let groups = Box(.vertical, spacing: 12)
    private let emptyLabel = PageLayout.body(styles: ["dim-label"])
    private let yours = PageLayout.body(styles: ["accent", "heading"])
    private let linkButton = Button(label: tr("_Open on TMDb"))
    private let attribution = Label("", styles: ["dim-label", "caption"])
    private let images: ImageSource?
    private var link: String?
    private var shown: WhereToWatchDisplay?
    private var groupWidgets: [Widget] = []
    private var logos: [RemoteImage] = []

    init(images: ImageSource?) {
        self.images = images
        widget.append(PageLayout.sectionHeading(tr("Where to Watch")))
        widget.append(yours)
        widget.append(groups)
        widget.append(emptyLabel)
        let footer = Box(.horizontal, spacing: 12)
        linkButton.tooltip = tr("See every offer on TMDb’s watch page")
        linkButton.onClicked { [weak self] in
            guard let self, let link = self.link else { return }
            self.linkButton.openURI(link)
        }
        attribution.xalign = 0
        attribution.wraps = true
        attribution.hexpand = true
        attribution.valign = .center
        footer.append(linkButton)
        footer.append(attribution)
        widget.append(footer)
        widget.isVisible = false
    }

    /// Shows `display`; nil hides the section.
    func show(_ display: WhereToWatchDisplay?) {
        guard display != shown else { return }
        shown = display
        widget.isVisible = display != nil
        guard let display else { return }
        link = display.link
        linkButton.isVisible = display.link != nil
        attribution.text = display.attribution
        emptyLabel.text = display.emptyText ?? ""
        yours.text = display.onYourServices ?? ""
        yours.isVisible = display.onYourServices != nil
        emptyLabel.isVisible = display.emptyText != nil
        groupWidgets.forEach(groups.remove)
        logos = []
        groupWidgets = display.groups.map(groupWidget)
        groupWidgets.forEach(groups.append)
        groups.isVisible = !groupWidgets.isEmpty
    }

    private func groupWidget(_ group: WhereToWatchDisplay.Group) -> Widget {
        let box = Box(.vertical, spacing: 6)
        let title = Label(heading: group.title, level: 3, styles: ["heading"])
        title.xalign = 0
        box.append(title)
        let row = Box(.horizontal, spacing: 8)
        for service in group.services {
            let logo = RemoteImage(
                shape: .fixed(width: WhereToWatchDisplay.logoSize, height: WhereToWatchDisplay.logoSize),
                source: images, placeholderIcon: "video-display-symbolic")
            logo.widget.tooltip  // Translators: the tooltip of the logo of one of the user's streaming services.
            = service.isMine ? String(format: tr("%@ (one of your services)"), service.name) : service.name
            if service.isMine { logo.widget.addCSSClass("popcorn-my-service") }
            logo.show(service.logo?.url(forWidthPoints: WhereToWatchDisplay.logoSize, scale: logo.widget.scaleFactor))
            row.append(logo.widget)
            logos.append(logo)
        }
        box.append(row)
        let names = PageLayout.body(DisplayFormat.list(group.services.map(\.name)), styles: ["dim-label"])
        box.append(names)
        return box
    }
}
