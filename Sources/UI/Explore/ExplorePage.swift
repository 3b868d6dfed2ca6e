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
    /// Renders waiting for the page to be on screen, in the order they were asked for (the latest of each kind).
    private var deferred: [(kind: String, render: @MainActor () -> Void)] = []

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
        widget.onMap { [weak self] in
            guard let self else { return }
            let renders = self.deferred
            self.deferred = []
            renders.forEach { $0.render() }
        }
        observations.append(
            store.observe({ $0.forYouDisplay }) { [weak self] section in
                self?.whenShown("for-you") { [weak self] in
                    self?.forYou.render(
                        section.cards.map { $0.map(CardContent.init) }, emptyMessage: section.emptyMessage)
                }
            })
        observations.append(
            store.observe({ $0.display }) { [weak self] sections in
                self?.whenShown("sections") { [weak self] in self?.render(sections) }
            })
        observations.append(store.observe({ $0.credentialProblem }) { [weak self] problem in self?.render(problem) })
    }

    /// Runs `render` now when the page is on screen, else once it is: a page under another one (Explore under
    /// a page opened at launch) makes no cards nobody sees while that page is busy.
    private func whenShown(_ kind: String, _ render: @escaping @MainActor () -> Void) {
        guard !widget.isMapped else {
            render()
            return
        }
        deferred.removeAll { $0.kind == kind }
        deferred.append((kind, render))
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
