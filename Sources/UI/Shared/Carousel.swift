import Features
import GtkKit
import Localization

/// A titled, horizontally scrolling row of poster cards: a recycling GtkListView (only the visible cards
/// exist as widgets). Left/Right move between cards, Enter opens one. Shows a compact spinner while
/// loading, an error with Retry, or an empty message. While the pointer is over it, round previous/next
/// buttons at both ends scroll it by one visible page (shown only where there is more to see). The vertical
/// wheel over it scrolls the page; Shift+wheel and the horizontal wheel scroll the row.
@MainActor
public final class Carousel {
    /// The widget to place (heading + cards).
    public let widget = Box(.vertical, spacing: 6)
    /// The section heading.
    public let heading: Label
    /// "See All", beside the heading; hidden until ``showSeeAll(_:)``.
    private let seeAllButton = Button(label: tr("See _All"))
    private var seeAll: (@MainActor () -> Void)?
    private let list: ListView<CardContent, PosterCard>
    private let stateView: StateView
    private let emptyLabel = Label("", styles: ["dim-label"])
    private let contentStack = Stack()
    private var cards: [CardContent] = []
    private let position: Adjustment
    private let previousButton = Carousel.pageButton(icon: "go-previous-symbolic", label: tr("Previous"))
    private let nextButton = Carousel.pageButton(icon: "go-next-symbolic", label: tr("Next"))
    private var isHovered = false

    /// A carousel titled `title` (cards with `context`'s images and menu); `onActivate` receives the
    /// activated card; `onRetry` the section's Retry.
    public init(
        title: String, context: PageContext, onActivate: @escaping @MainActor (CardContent) -> Void,
        onRetry: @escaping @MainActor () -> Void = {}
    ) {
        heading = PageLayout.sectionHeading(title)
        heading.setMargins(start: 6)
        list = ListView(
            store: ListStore<CardContent>(), factory: .posterCards(context: context),
            orientation: .horizontal)
        list.addCSSClass("popcorn-carousel")
        TabPastList.install(on: list)
        list.onActivate { content, _ in onActivate(content) }
        let scroller = ScrolledWindow(child: list, horizontal: .automatic, vertical: .never)
        scroller.propagatesNaturalHeight = true
        scroller.addCSSClass("popcorn-carousel")
        scroller.passVerticalWheelToPage()
        position = scroller.horizontalAdjustment
        let paged = Overlay(child: scroller)
        previousButton.halign = .start
        nextButton.halign = .end
        for button in [previousButton, nextButton] { paged.addOverlay(button) }
        let hover = MotionController()
        paged.addController(hover)
        emptyLabel.xalign = 0
        // For You's explains how to get recommendations: it wraps rather than widen the window.
        emptyLabel.wraps = true
        emptyLabel.setMargins(top: 12, bottom: 12, start: 6)
        contentStack.add(paged, name: "cards")
        contentStack.add(emptyLabel, name: "empty")
        stateView = StateView(content: contentStack, compact: true, onRetry: onRetry)
        stateView.widget.vexpand = false
        let header = Box(.horizontal, spacing: 6)
        heading.hexpand = true
        seeAllButton.addCSSClass("flat")
        seeAllButton.valign = .center
        seeAllButton.isVisible = false
        // The carousel's title tells the "See All" buttons of a page apart for screen readers.
        seeAllButton.setAccessibleDescription(title)
        seeAllButton.onClicked { [weak self] in self?.seeAll?() }
        header.append(heading)
        header.append(seeAllButton)
        widget.append(header)
        widget.append(stateView.widget)
        list.setAccessibleLabel(title)
        hover.onHover { [weak self] inside in
            self?.isHovered = inside
            self?.showPageButtons()
        }
        position.onChange { [weak self] in self?.showPageButtons() }
        previousButton.onClicked { [weak self] in self?.position.move(pages: -1) }
        nextButton.onClicked { [weak self] in self?.position.move(pages: 1) }
        showPageButtons()
    }

    /// A round on-screen button scrolling by a page; not a Tab stop (Left/Right move through the cards).
    private static func pageButton(icon: String, label: String) -> Button {
        let button = Button(iconName: icon, accessibleLabel: label)
        ["osd", "circular"].forEach(button.addCSSClass)
        button.valign = .center
        button.setMargins(start: 12, end: 12)
        button.isFocusable = false
        return button
    }

    /// Shows the previous/next buttons while hovered, each only when there is more to see that way.
    private func showPageButtons() {
        previousButton.isVisible = isHovered && position.canMoveBackward
        nextButton.isVisible = isHovered && position.canMoveForward
    }

    /// Shows "See All" beside the heading, running `action` (nil hides it).
    public func showSeeAll(_ action: (@MainActor () -> Void)?) {
        seeAll = action
        seeAllButton.isVisible = action != nil
    }

    /// Shows `cards` (replacing the current ones only when they changed).
    public func show(_ cards: [CardContent]) {
        render(.ready(cards, isStale: false))
    }

    /// Shows a section state: spinner, error with Retry, empty message or cards.
    public func render(_ state: ViewState<[CardContent]>, emptyMessage: String = "") {
        let content = stateView.render(state)
        if let content, !content.isEmpty {
            if content != cards {
                cards = content
                list.store.replaceAll(with: content)
            }
            contentStack.visibleChildName = "cards"
        } else if stateView.visible == .content {
            emptyLabel.text = emptyMessage
            contentStack.visibleChildName = "empty"
        }
    }

    /// Focuses the carousel (its first or last focused card); false when it has nothing to focus.
    @discardableResult
    public func focus() -> Bool {
        if stateView.visible == .error { return stateView.error.retryButton.grabFocus() }
        return !cards.isEmpty && list.grabFocus()
    }
}
