import Features
import GtkKit
import Localization

/// The main window: a header bar (back button, view switcher), an optional banner, a view stack with one
/// `NavigationStackView` per `AppPage`, and a bottom view switcher bar for narrow windows, all inside a
/// toast overlay. Window actions: `win.back`, `win.search`, `win.page-explore|search|watchlist|upNext` (one per
/// `AppPage`), `win.close`.
@MainActor
public final class MainWindow {
    /// The GTK window.
    public let window: ApplicationWindow
    /// The top-level pages.
    public let viewStack = ViewStack()
    /// Shows toasts over the whole content.
    public let toastOverlay = ToastOverlay()
    /// A slot under the header bar for banners (e.g. "offline"); empty by default.
    public let bannerArea = Box(.vertical)

    /// The header bar (add buttons with `packEnd`, e.g. the primary menu).
    public let headerBar = HeaderBar()
    private let backButton = Button(iconName: "go-previous-symbolic", accessibleLabel: tr("Back"))
    private let switcherTitle: ViewSwitcherTitle
    private let switcherBar: ViewSwitcherBar
    /// The title on pushed pages: it shortens to "…" (the switcher title's label keeps five characters, which
    /// with a page's header controls made the window wider than a phone's 360 pixels).
    private let pageTitle = Label("", styles: ["title"])
    private var stacks: [AppPage: NavigationStackView] = [:]
    private let stateStorage: WindowStateStorage

    /// Focuses the Search page's entry; the app's screens set it.
    public var focusSearchEntry: (@MainActor () -> Void)?
    /// Moves focus into the visible page (its first control); the app's screens set it.
    public var focusVisiblePage: (@MainActor () -> Void)?

    /// A window for `application`, restoring its size and page from `stateStorage`.
    public init(application: Application, stateStorage: WindowStateStorage) {
        self.stateStorage = stateStorage
        window = ApplicationWindow(application: application)
        window.title = tr("Popcorn")
        switcherTitle = ViewSwitcherTitle(stack: viewStack, title: tr("Popcorn"))
        switcherBar = ViewSwitcherBar(stack: viewStack)
        switcherTitle.onNotify("title-visible") { [weak self] in self?.updateHeader() }
        pageTitle.ellipsizes = true

        for page in AppPage.allCases {
            // An empty root until the app's screens replace it with the page.
            let stack = NavigationStackView(root: Box(), title: page.title)
            stack.onChange = { [weak self] in self?.updateHeader() }
            stacks[page] = stack
            viewStack.addPage(stack.widget, name: page.rawValue, title: page.title, iconName: page.iconName)
        }

        buildLayout()
        installActions()
        installBackGestures()
        installTypeToSearch()
        viewStack.onVisibleChildChanged { [weak self] in self?.updateHeader() }
        restoreState()
        window.onCloseRequest { [weak self] in
            self?.saveState()
            return false
        }
        updateHeader()
    }

    /// The navigation stack of `page` (push detail pages here).
    public func navigationStack(for page: AppPage) -> NavigationStackView {
        stacks[page]!
    }

    /// The visible top-level page.
    public var currentPage: AppPage {
        get { viewStack.visibleChildName.flatMap(AppPage.init(rawValue:)) ?? .explore }
        set { viewStack.visibleChildName = newValue.rawValue }
    }

    /// The visible page's navigation stack.
    public var currentStack: NavigationStackView { navigationStack(for: currentPage) }

    /// Shows a toast, with a button when `button` is given, in place of the one shown before (a newer
    /// message never waits behind an older one); returns it (to dismiss it early).
    @discardableResult
    public func showToast(_ message: String, button: ToastButton? = nil) -> Toast {
        // A toast with a button (Undo) stays longer, so there is time to press it.
        let toast = Toast(message, timeout: button == nil ? 5 : 10)
        if let button { toast.setButton(label: button.label, onClicked: button.onClicked) }
        lastToast?.dismiss()
        lastToast = toast
        toastOverlay.add(toast)
        return toast
    }

    private var lastToast: Toast?

    /// Goes back in the visible page's stack; false when already at its root.
    @discardableResult
    public func goBack() -> Bool {
        currentStack.pop()
    }

    /// Alt+1…4: shows `page` and moves focus into it, also from the header bar (a click in the view switcher
    /// leaves focus on the switcher).
    public func showPage(_ page: AppPage) {
        currentPage = page
        focusVisiblePage?()
    }

    /// Switches to Search, back at its root if a page opened from it is shown, and focuses its entry.
    public func showSearch() {
        currentPage = .search
        let search = navigationStack(for: .search)
        guard search.canGoBack else {
            focusSearchEntry?()
            return
        }
        search.popToRoot()
        focusSearchEntry?()
        // Going back gives focus to the result that opened the page, a turn later: the entry takes it back.
        Task { @MainActor [weak self] in self?.focusSearchEntry?() }
    }

    /// Saves size, maximized state and page.
    public func saveState() {
        let size = window.defaultSize
        stateStorage.save(
            WindowState(
                width: size.width, height: size.height, isMaximized: window.isMaximized,
                page: currentPage.rawValue))
    }

    private func buildLayout() {
        backButton.actionName = "win.back"
        headerBar.packStart(backButton)
        headerBar.titleWidget = switcherTitle

        let main = Box(.vertical)
        main.append(headerBar)
        main.append(bannerArea)
        viewStack.vexpand = true
        main.append(viewStack)
        main.append(switcherBar)
        toastOverlay.child = main
        toastOverlay.dismissButtonLabel = tr("Dismiss")
        window.content = toastOverlay
    }

    private func installActions() {
        window.addAction("back") { [weak self] in self?.goBack() }
        window.addAction("search") { [weak self] in self?.showSearch() }
        window.addAction("close") { [weak self] in self?.window.close() }
        for page in AppPage.allCases {
            window.addAction("page-\(page.rawValue)") { [weak self] in self?.showPage(page) }
        }
    }

    /// Type to search: a character typed where nothing took it goes to Search's entry — replacing the last
    /// query when typed on another page (or on a page opened from Search), added to it on Search.
    private func installTypeToSearch() {
        let typing = TypingController()
        typing.onTyping { [weak self] in
            guard let self else { return nil }
            let isNewSearch = self.currentPage != .search || self.navigationStack(for: .search).canGoBack
            self.showSearch()
            guard let text = self.window.windowFocus else { return nil }
            if isNewSearch { text.selectAllText() }
            return text
        }
        window.addController(typing)
    }

    /// Escape (when nothing inside handled it) and the mouse back button go back, like Alt+Left.
    private func installBackGestures() {
        let keys = ShortcutController(scope: .local)
        keys.addShortcut("Escape") { [weak self] in self?.goBack() ?? false }
        window.addController(keys)

        let mouseBack = GestureClick(button: 8)
        mouseBack.propagationPhase = .capture
        mouseBack.onPressed { [weak self, weak mouseBack] _, _, _ in
            if self?.goBack() == true { mouseBack?.claim() }
        }
        window.addController(mouseBack)
    }

    /// On a tab's root: the view switcher (the bottom bar when it does not fit) and "Popcorn". On a pushed
    /// page: the back button and the page's title, in the header (unless the page shows it as its heading)
    /// and as the window title (HIG), no switcher.
    private func updateHeader() {
        let stack = currentStack
        backButton.isVisible = stack.canGoBack
        let title = stack.canGoBack && !stack.visibleTitle.isEmpty ? stack.visibleTitle : tr("Popcorn")
        switcherTitle.title = title
        pageTitle.text = title
        pageTitle.tooltip = title
        // A page showing its title as its heading (a movie's, a person's) is not titled twice.
        pageTitle.isVisible = !stack.visibleShowsOwnTitle
        window.title = title
        let titleWidget: Widget = stack.canGoBack ? pageTitle : switcherTitle
        if headerBar.titleWidget !== titleWidget { headerBar.titleWidget = titleWidget }
        switcherTitle.isViewSwitcherEnabled = !stack.canGoBack
        // Narrow roots show the switcher at the bottom; with the switcher off the title always shows, so
        // that is only read on roots.
        switcherBar.reveals = !stack.canGoBack && switcherTitle.isTitleVisible
    }

    private func restoreState() {
        let state = stateStorage.load() ?? .initial
        window.setDefaultSize(width: max(state.width, 360), height: max(state.height, 300))
        if state.isMaximized { window.isMaximized = true }
        if let page = AppPage(rawValue: state.page) { currentPage = page }
    }
}
