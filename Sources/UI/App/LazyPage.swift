import Features
import GtkKit

/// A top-level page whose widgets are built the first time they are needed (its tab shown, a route opened
/// on it, its controls or focus asked for), not before the window's first frame. Until then its navigation
/// stack shows an empty root under the page's title.
@MainActor
final class LazyPage<Page> {
    private let navigation: NavigationStackView
    private let title: String
    private let make: () -> Page
    private let widgetOf: (Page) -> Widget
    private var built: Page?

    /// Empties the root of `page`'s stack in `window` (what an earlier set of screens left there goes);
    /// `widget` gives the page's root widget, `make` builds the page.
    init(
        _ page: AppPage, in window: MainWindow, widget: @escaping (Page) -> Widget, make: @escaping () -> Page
    ) {
        navigation = window.navigationStack(for: page)
        title = page.title
        self.make = make
        widgetOf = widget
        navigation.replaceRoot(Box(), title: title)
    }

    /// The page, built now and installed as its stack's root if it was not yet.
    var page: Page {
        if let built { return built }
        let page = make()
        built = page
        navigation.replaceRoot(widgetOf(page), title: title)
        return page
    }
}
