import Catalog
import Features
import GtkKit
import Localization
import Store

/// The Explore page: a vertical scroll of sections, each a titled carousel that loads and fails on its own
/// (spinner, error with Retry), with "See All" opening the section's poster grid. Ctrl+R (win.refresh)
/// reloads every section. When TMDb rejects the credential, one status page with "Open Preferences" stands
/// in for the carousels.
@MainActor
public final class ExplorePage {
    /// The page's root widget.
    public let widget = Stack()
    private let store: Store<ExploreFeature.State, ExploreFeature.Action>
    private var carousels: [ExploreSectionID: Carousel] = [:]
    private let forYou: Carousel
    private let problemPage = StatusPage(iconName: "dialog-password-symbolic")
    private let preferencesButton = Button(label: "")
    private var observations: [StoreObservation] = []

    /// The names of the stack's pages.
    private enum Visible: String {
        case carousels, credentialProblem
    }

    public init(store: Store<ExploreFeature.State, ExploreFeature.Action>, context: PageContext) {
        self.store = store
        let content = Box(.vertical, spacing: 24)
        content.setMargins(top: 18, bottom: 24, start: 12, end: 12)
        forYou = Carousel(
            title: ForYouDisplay.title, context: context,
            onActivate: { [weak store] card in store?.send(.navigate(card.route)) },
            onRetry: { [weak store] in store?.send(.retryForYou) })
        forYou.showSeeAll { [weak store] in store?.send(.navigate(.forYou())) }
        content.append(forYou.widget)
        for section in ExploreSectionID.allCases {
            let carousel = Carousel(
                title: section.title, context: context,
                onActivate: { [weak store] card in
                    store?.send(.navigate(card.route))
                }, onRetry: { [weak store] in store?.send(.retry(section)) })
            carousel.showSeeAll { [weak store] in store?.send(.navigate(.seeAll(section))) }
            carousels[section] = carousel
            content.append(carousel.widget)
        }
        widget.add(PageLayout.scrolling(content, maximumWidth: 1400), name: Visible.carousels.rawValue)
        preferencesButton.actionName = "app.preferences"
        preferencesButton.halign = .center
        for style in ["pill", "suggested-action"] { preferencesButton.addCSSClass(style) }
        problemPage.child = preferencesButton
        problemPage.vexpand = true
        widget.add(problemPage, name: Visible.credentialProblem.rawValue)
        widget.visibleChildName = Visible.carousels.rawValue
        observations.append(store.observe({ $0.display }) { [weak self] sections in self?.render(sections) })
        observations.append(
            store.observe({ $0.forYouDisplay }) { [weak self] section in
                self?.forYou.render(section.cards.map { $0.map(CardContent.init) }, emptyMessage: section.emptyMessage)
            })
        observations.append(store.observe({ $0.credentialProblem }) { [weak self] problem in self?.render(problem) })
    }

    /// Reloads every section.
    public func refresh() {
        store.send(.refresh)
    }

    /// Focuses the first section that can take focus (Open Preferences on the status page).
    public func focusFirst() {
        if widget.visibleChildName == Visible.credentialProblem.rawValue {
            _ = preferencesButton.grabFocus()
            return
        }
        if forYou.focus() { return }
        for section in ExploreSectionID.allCases where carousels[section]?.focus() == true { return }
    }

    private func render(_ sections: [ExploreSectionDisplay]) {
        for section in sections {
            carousels[section.id]?.render(
                section.cards.map { $0.map(CardContent.init) },
                emptyMessage: section.emptyMessage)
        }
    }

    private func render(_ problem: ExploreCredentialProblem?) {
        if let problem {
            problemPage.title = problem.title
            problemPage.descriptionText = Label.escapeMarkup(problem.description)
            preferencesButton.label = problem.actionLabel
        }
        let visible: Visible = problem == nil ? .carousels : .credentialProblem
        guard widget.visibleChildName != visible.rawValue else { return }
        let hadFocus = widget.containsFocus
        widget.visibleChildName = visible.rawValue
        if hadFocus { focusFirst() }
    }
}
