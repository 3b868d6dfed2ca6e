import GtkKit

/// A push/pop navigation stack for one top-level page (libadwaita 1.2 has no AdwNavigationView: this is
/// an AdwLeaflet that never unfolds, with a slide transition and swipe-back).
///
/// Going back from the user (header back button, Alt+Left, Escape, mouse back button, swipe) and from
/// code (`pop`, `popToRoot`) all end in the same place: pages after the visible one are dropped, `onPop`
/// runs for each of them, and their widgets leave the leaflet once the slide animation has finished.
@MainActor
public final class NavigationStackView: WidgetProviding {
    /// A page on the stack.
    private struct Page {
        let name: String
        let widget: Widget
        var title: String
        /// Whether the page shows its title as its own heading (the header bar then shows none).
        let showsOwnTitle: Bool
    }

    private let leaflet = Leaflet()
    private var pages: [Page] = []
    private var leaving: [Widget] = []
    private var nextPageNumber = 0

    /// Runs for every page popped (by the user or by code), top page first, once it is no longer current.
    public var onPop: ((Widget) -> Void)?

    /// Runs after the visible page or a title changed (the shell updates its back button and title).
    public var onChange: (() -> Void)?

    /// The leaflet to place in the window.
    public var widget: Widget { leaflet }

    /// A stack showing `root`, whose title is `title`.
    public init(root: Widget, title: String) {
        leaflet.hexpand = true
        leaflet.vexpand = true
        append(root, title: title)
        leaflet.onNotify("visible-child") { [weak self] in self?.visibleChildChanged() }
        leaflet.onNotify("child-transition-running") { [weak self] in self?.removeLeavingPagesIfIdle() }
    }

    /// The number of pages, root included.
    public var depth: Int { pages.count }

    /// Whether there is a page to go back to.
    public var canGoBack: Bool { pages.count > 1 }

    /// The current (top) page.
    public var visibleWidget: Widget { pages[pages.count - 1].widget }

    /// The current page's title.
    public var visibleTitle: String { pages[pages.count - 1].title }

    /// Whether the current page shows its title as its own heading.
    public var visibleShowsOwnTitle: Bool { pages[pages.count - 1].showsOwnTitle }

    /// The root page.
    public var rootWidget: Widget { pages[0].widget }

    /// Shows `widget` on top of the stack, sliding in; `showsOwnTitle` when the page shows `title` as its
    /// own heading (the header bar does not repeat it).
    public func push(_ widget: Widget, title: String, showsOwnTitle: Bool = false) {
        append(widget, title: title, showsOwnTitle: showsOwnTitle)
        leaflet.visibleChildName = pages[pages.count - 1].name
        onChange?()
    }

    /// Goes back one page; false if already at the root.
    @discardableResult
    public func pop() -> Bool {
        guard canGoBack else { return false }
        leaflet.visibleChildName = pages[pages.count - 2].name
        return true
    }

    /// Goes back to the root page.
    public func popToRoot() {
        guard canGoBack else { return }
        leaflet.visibleChildName = pages[0].name
    }

    /// Replaces the root page (e.g. the real Explore page replacing a placeholder); pops everything else.
    public func replaceRoot(_ widget: Widget, title: String) {
        popToRoot()
        dropPages(after: 0)
        let old = pages.removeFirst()
        append(widget, title: title)
        pages.insert(pages.removeLast(), at: 0)
        leaflet.visibleChildName = pages[0].name
        leaflet.remove(old.widget)
        onChange?()
    }

    /// Changes the title of a page on the stack (pages often learn their title after loading).
    public func setTitle(_ title: String, for widget: Widget) {
        guard let index = pages.firstIndex(where: { $0.widget === widget }) else { return }
        pages[index].title = title
        onChange?()
    }

    private func append(_ widget: Widget, title: String, showsOwnTitle: Bool = false) {
        nextPageNumber += 1
        let name = "page-\(nextPageNumber)"
        leaflet.append(widget, name: name)
        pages.append(Page(name: name, widget: widget, title: title, showsOwnTitle: showsOwnTitle))
    }

    private func visibleChildChanged() {
        guard let name = leaflet.visibleChildName,
            let index = pages.firstIndex(where: { $0.name == name }),
            index < pages.count - 1
        else { return }
        dropPages(after: index)
        onChange?()
        // With animations off there is no transition to wait for.
        Task { @MainActor [weak self] in self?.removeLeavingPagesIfIdle() }
    }

    private func dropPages(after index: Int) {
        let popped = pages[(index + 1)...].reversed()
        pages.removeSubrange((index + 1)...)
        for page in popped {
            leaving.append(page.widget)
            onPop?(page.widget)
        }
    }

    private func removeLeavingPagesIfIdle() {
        guard !leaflet.isChildTransitionRunning, !leaving.isEmpty else { return }
        let widgets = leaving
        leaving.removeAll()
        widgets.forEach(leaflet.remove)
    }
}
