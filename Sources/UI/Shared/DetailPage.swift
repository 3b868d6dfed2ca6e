import Features
import GtkKit
import Store

/// A page pushed on a navigation stack: its widget and where keyboard focus goes when it appears.
@MainActor
public protocol DetailPage: AnyObject {
    /// The page's root widget.
    var widget: Widget { get }
    /// Moves focus to the page's first control (the spinner or Retry while loading or failed).
    func focusFirst()
    /// Controls for the header bar while the page is visible (the watchlist button); nil for none.
    var headerControls: Widget? { get }
    /// The page's own items in the header bar's page menu; nil for none.
    var menuItems: PageMenuItems? { get }
    /// Whether the page shows its title as a large heading of its own (a movie's, a person's): the header
    /// bar then does not repeat it. Pages without one (History, the calendar) are titled by the header bar.
    var showsTitleAsHeading: Bool { get }
}

extension DetailPage {
    public var headerControls: Widget? { nil }
    public var menuItems: PageMenuItems? { nil }
    public var showsTitleAsHeading: Bool { false }
}

/// The widget of a details page of the route table, made from the page's store.
@MainActor
public protocol DetailsPageView: DetailPage {
    associatedtype Page: DetailsPage
    init(store: Store<Page.State, Page.Action>, context: PageContext)
}

/// What pages need besides their store: images, a way to show toasts, what cards' context menus do, and the
/// library's marks on posters.
@MainActor
public struct PageContext {
    /// Loads images.
    public let images: ImageSource?
    /// The ids of the user's streaming services (Preferences' "My Services"), read when a page renders.
    public let myServices: @MainActor () -> Set<Int>
    /// What the context menus of cards do; nil: cards have no context menu.
    public let cardActions: CardActions?
    /// The library's marks for the posters' badges; nil: posters show none.
    public var marks: LibraryMarksSource?
    private let presentToast: @MainActor (String, ToastButton?) -> Toast?

    /// A context loading images from `images`; `showToast` shows a message (with a button) over the window
    /// and returns the toast.
    public init(
        images: ImageSource?, showToast: @escaping @MainActor (String, ToastButton?) -> Toast?,
        myServices: @escaping @MainActor () -> Set<Int> = { [] }, cardActions: CardActions? = nil,
        marks: LibraryMarksSource? = nil
    ) {
        self.images = images
        self.myServices = myServices
        self.cardActions = cardActions
        self.marks = marks
        presentToast = showToast
    }

    /// Shows a short confirmation or error message over the window, with a button when `button` is given;
    /// returns the toast (to dismiss it early).
    @discardableResult
    public func showToast(_ message: String, button: ToastButton? = nil) -> Toast? {
        presentToast(message, button)
    }
}

/// Helpers shared by the pages.
@MainActor
enum PageLayout {
    /// Below this page width (pixels) details headers stack: image above the title, the title full width.
    static let narrowWidth = 600

    /// A vertically scrolling page whose content is clamped to a readable width, under a full-width `hero`
    /// when there is one.
    static func scrolling(_ content: Widget, maximumWidth: Int = 900, hero: Widget? = nil) -> ScrolledWindow {
        let clamp = Clamp(child: content, maximumSize: maximumWidth)
        var child: Widget = clamp
        if let hero {
            let column = Box(.vertical)
            column.append(hero)
            column.append(clamp)
            child = column
        }
        let scrolled = ScrolledWindow(child: child)
        scrolled.vexpand = true
        scrolled.hexpand = true
        return scrolled
    }

    /// A page's title (a heading; not a Tab stop).
    static func pageHeading() -> PageHeading {
        PageHeading()
    }

    /// Focuses `widget`; false when it cannot take focus.
    @discardableResult
    static func focus(_ widget: Widget) -> Bool {
        widget.grabFocus()
    }

    /// A wrapping, left-aligned body label.
    static func body(_ text: String = "", styles: [String] = []) -> Label {
        let label = Label(text, styles: styles)
        label.wraps = true
        label.xalign = 0
        return label
    }

    /// The text column of a list row: `labels` start-aligned, one under the other, vertically centred, taking
    /// the row's free width.
    static func rowText(_ labels: [Label]) -> Box {
        let column = Box(.vertical, spacing: 4)
        column.valign = .center
        column.hexpand = true
        for label in labels {
            label.xalign = 0
            column.append(label)
        }
        return column
    }

    /// A section heading above a carousel or list; it wraps, so a long title (German) never widens the page.
    static func sectionHeading(_ text: String) -> Label {
        let label = Label(heading: text, level: 2, styles: ["title-4"])
        label.xalign = 0
        label.wraps = true
        return label
    }

    /// Focuses the first of `candidates` that is visible and can take focus.
    static func focusFirst(_ candidates: [Widget]) {
        for candidate in candidates where candidate.isVisible && candidate.isMapped {
            if focus(candidate) { return }
        }
        for candidate in candidates where candidate.isVisible {
            if focus(candidate) { return }
        }
    }
}
