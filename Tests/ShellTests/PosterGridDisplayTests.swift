import CGtk
import Catalog
import DisplayTestSupport
import Features
import Foundation
import GtkKit
import Store
import UI
import XCTest

/// The poster grids on a real display make cards only for the columns their width shows: GtkGridView keeps
/// about 30 rows of its most columns as widgets (each a card loading its poster), and a grid allowed 12 columns
/// in a window showing 7 made 372 cards for a 2,000-title watchlist (figure 16). The Watchlist and the Library
/// are checked, and that resizing the window fits the columns again without holes. Skipped unless
/// POPCORN_DISPLAY_TESTS=1; `make test` runs it under Xvfb through Tests/UI/test_gtkkit_display.py.
final class PosterGridDisplayTests: DisplayTestCase {
    private struct Unchanged<State, Action: Sendable>: Reducer {
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
    }

    private static let titles = 2_000

    /// Iterates the main context for `milliseconds`, or until `done` (checked every turn).
    @MainActor
    private static func run(for milliseconds: Double, until done: () -> Bool = { false }) {
        let start = Date()
        while Date().timeIntervalSince(start) * 1000 < milliseconds, !done() {
            g_main_context_iteration(nil, 0)
            usleep(500)
        }
    }

    /// Iterates the main context until `grid` allows `columns` columns (at most 5 seconds: a busy machine lays
    /// out the first 12 columns' cards slowly), then lets it lay them out.
    @MainActor
    private static func settle(_ grid: UnsafeMutablePointer<GtkWidget>, columns: Int) {
        run(for: 5_000) { gtk_grid_view_get_max_columns(OpaquePointer(grid)) == columns }
        run(for: 300)
    }

    /// The first GtkGridView under `widget`.
    @MainActor
    private static func gridView(under widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        WidgetTree.first(under: widget) { String(cString: gtk_widget_get_css_name($0)) == "gridview" ? $0 : nil }
    }

    /// The bounds of `grid`'s cards in its visible area.
    @MainActor
    private static func visibleCards(of grid: UnsafeMutablePointer<GtkWidget>) -> [graphene_rect_t] {
        let height = Float(gtk_widget_get_height(grid))
        return WidgetTree.children(of: grid).compactMap { card in
            var bounds = graphene_rect_t()
            guard gtk_widget_get_child_visible(card) != 0, gtk_widget_compute_bounds(card, grid, &bounds) != 0,
                bounds.origin.y < height, bounds.origin.y + bounds.size.height > 0
            else { return nil }
            return bounds
        }
    }

    /// The grid under `page` shown in a window `width` points wide, styled like the app's (libadwaita's style
    /// sheet and the app's: 142-point cells); `intoShownWindow`: the window is shown first and the page placed
    /// in it afterwards, as the app places a page it builds when first shown.
    @MainActor
    private static func showing(
        _ page: Widget, width: Int, intoShownWindow: Bool = false
    ) throws -> (Window, UnsafeMutablePointer<GtkWidget>) {
        adw_init()
        UIStyle.install()
        let window = Window()
        window.setDefaultSize(width: width, height: 768)
        if intoShownWindow {
            window.child = Box()
            window.present()
            run(for: 100)
        }
        window.child = page
        window.present()
        run(for: 100)
        return (window, try XCTUnwrap(gridView(under: page.widgetPointer)))
    }

    /// Checks that `grid`, once settled, lays out `columns` columns, a card in every cell of its visible rows,
    /// as wide as the page gives it (more posters than fit: the cells share out the width left over), and
    /// makes cards for no more than 33 rows of them.
    @MainActor
    private static func assertCards(
        of grid: UnsafeMutablePointer<GtkWidget>, columns: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        settle(grid, columns: columns)
        let height = Float(gtk_widget_get_height(grid))
        let visible = visibleCards(of: grid)
        let rows = Dictionary(grouping: visible) { Int($0.origin.y) }
        XCTAssertFalse(rows.isEmpty, "cards are visible", file: file, line: line)
        for (top, cards) in rows {
            let cells = Set(cards.map { Int($0.origin.x) })
            XCTAssertEqual(cells.count, columns, "the cells of the row at \(top)", file: file, line: line)
        }
        let scroller = gtk_widget_get_parent(grid)
        XCTAssertEqual(
            gtk_widget_get_width(scroller), gtk_widget_get_width(gtk_widget_get_parent(scroller)),
            "the grid takes the whole width", file: file, line: line)
        let rowHeight = visible.map(\.size.height).max() ?? 1
        XCTAssertGreaterThanOrEqual(
            Float(rows.count), (height / rowHeight).rounded(.down), "every visible row has cards", file: file,
            line: line)
        let cards = WidgetTree.children(of: grid).count
        XCTAssertLessThanOrEqual(
            cards, 33 * columns, "no cards for columns the width cannot show", file: file, line: line)
    }

    /// Images that never arrive, and the URLs asked for (one per card that started loading its poster).
    @MainActor
    private final class RequestedImages: ImageSource {
        private(set) var urls: Set<String> = []

        func texture(for url: String) async throws -> Texture {
            urls.insert(url)
            throw CancellationError()
        }
    }

    @MainActor
    private static func watchlistPage(images: ImageSource? = nil) -> WatchlistPage {
        var state = WatchlistFeature.State()
        let items = (0..<titles).map { index in
            WatchlistItem(
                kind: .movie, tmdbID: 100_000 + index, title: "Title \(index)",
                poster: ImageURLSet(kind: .poster, baseURL: "https://image.test/t/p", path: "/\(index).jpg"),
                addedAt: Double(titles - index))
        }
        state.items = .list(items, isStale: false, failure: nil)
        let store = Store(initialState: state, reducer: Unchanged<WatchlistFeature.State, WatchlistFeature.Action>())
        return WatchlistPage(store: store, context: PageContext(images: images, showToast: { _, _ in nil }))
    }

    func testTheWatchlistMakesCardsOnlyForTheColumnsItsWidthShows() throws {
        try MainActor.assumeIsolated {
            let page = Self.watchlistPage()
            let (window, grid) = try Self.showing(page.widget, width: 1024)
            defer { window.destroy() }
            // 1024 points less the page's margins: 7 columns of 142-point cells.
            Self.assertCards(of: grid, columns: 7)
        }
    }

    /// The page is built, with its titles, before it is placed in the shown window (as the app builds a page when
    /// it is first shown): its grid binds its cards once it knows the window's width, so it never makes the 12
    /// columns' cards (372, each loading its poster) of which GTK drops all but 7 columns' once the width is known.
    func testAWatchlistBuiltBeforeItIsPlacedLoadsPostersOnlyForTheColumnsItShows() throws {
        try MainActor.assumeIsolated {
            let images = RequestedImages()
            let page = Self.watchlistPage(images: images)
            let (window, grid) = try Self.showing(page.widget, width: 1024, intoShownWindow: true)
            defer { window.destroy() }
            Self.assertCards(of: grid, columns: 7)
            XCTAssertGreaterThan(images.urls.count, 0, "the cards load their posters")
            XCTAssertLessThanOrEqual(images.urls.count, 33 * 7, "posters loaded for columns the width cannot show")
        }
    }

    /// The titles `grid`'s cards show, in the grid's order (each card's first inscription).
    @MainActor
    private static func titles(in grid: UnsafeMutablePointer<GtkWidget>) -> [String] {
        func firstInscription(under card: UnsafeMutablePointer<GtkWidget>) -> String? {
            WidgetTree.first(under: card) { widget in
                guard
                    g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(widget)), gtk_inscription_get_type())
                        != 0
                else { return nil }
                return gtk_inscription_get_text(OpaquePointer(widget)).map { String(cString: $0) }
            }
        }
        return WidgetTree.children(of: grid).compactMap(firstInscription)
    }

    /// The number of items in `grid`'s model.
    @MainActor
    private static func itemCount(of grid: UnsafeMutablePointer<GtkWidget>) -> Int {
        Int(g_list_model_get_n_items(gtk_grid_view_get_model(OpaquePointer(grid))))
    }

    /// A long watchlist shown in the window makes cards for the rows it shows in its first frame (GtkGridView
    /// makes one for each item of its first 31 rows as soon as they are in its model: 217 cards, ~100 ms before
    /// the page's first frame on a 2-core machine), and the rest of its titles follow, in order, frames later.
    func testALongWatchlistMakesItsFirstScreenfulFirstAndTheRestInOrderAfterIt() throws {
        try MainActor.assumeIsolated {
            let (window, _) = try Self.showing(Self.watchlistPage().widget, width: 1024)
            defer { window.destroy() }
            let page = Self.watchlistPage()
            window.child = page.widget
            let grid = try XCTUnwrap(Self.gridView(under: page.widget.widgetPointer))
            Self.run(for: 2_000) { !WidgetTree.children(of: grid).isEmpty }
            // 768 points high: 3 rows of 7 columns are on screen (the third in part).
            let first = WidgetTree.children(of: grid).count
            XCTAssertGreaterThan(first, 0, "the first frame has cards")
            XCTAssertLessThanOrEqual(first, 4 * 7, "the first frame makes cards for the rows it shows only")
            Self.run(for: 5_000) { Self.itemCount(of: grid) == Self.titles }
            Self.run(for: 200)
            XCTAssertEqual(Self.itemCount(of: grid), Self.titles, "every title is in the grid in the end")
            let shown = Self.titles(in: grid)
            XCTAssertGreaterThanOrEqual(shown.count, 31 * 7, "GtkGridView's 31 rows of cards and more")
            XCTAssertLessThanOrEqual(shown.count, 33 * 7, "GtkGridView's 31 rows of cards and more")
            XCTAssertEqual(shown, (0..<shown.count).map { "Title \($0)" }, "the titles in the list's order")
            let scrolling = try XCTUnwrap(gtk_scrollable_get_vadjustment(OpaquePointer(grid)))
            gtk_adjustment_set_value(scrolling, gtk_adjustment_get_upper(scrolling))
            Self.run(for: 300)
            XCTAssertEqual(Self.titles(in: grid).last, "Title \(Self.titles - 1)", "the last title at the end")
        }
    }

    func testTheLibraryMakesCardsOnlyForTheColumnsItsWidthShows() throws {
        try MainActor.assumeIsolated {
            var state = LibraryFeature.State()
            let entries = (0..<Self.titles).map { index in
                LibraryEntry(
                    item: .movie(MovieSummary(id: 100_000 + index, title: "Title \(index)")), status: .watching,
                    isHidden: false, addedAt: Double(Self.titles - index))
            }
            let shelf = LibraryShelf(name: "Watching", sectionEntries: entries, totalCount: entries.count)
            state.shelf = .ready(shelf, isStale: false)
            let store = Store(initialState: state, reducer: Unchanged<LibraryFeature.State, LibraryFeature.Action>())
            let page = LibraryPage(store: store, context: PageContext(images: nil, showToast: { _, _ in nil }))
            let (window, grid) = try Self.showing(page.widget, width: 1024)
            defer { window.destroy() }
            // 1024 points less the 200-point sidebar and the margins: 5 columns of 142-point cells.
            Self.assertCards(of: grid, columns: 5)
        }
    }

    func testResizingTheWindowFitsTheColumnsAgain() throws {
        try MainActor.assumeIsolated {
            let page = Self.watchlistPage()
            let (window, grid) = try Self.showing(page.widget, width: 360)
            defer { window.destroy() }
            // Scrolled down a long way first, so the rows shown are not the first ones.
            let scrolling = try XCTUnwrap(gtk_scrollable_get_vadjustment(OpaquePointer(grid)))
            gtk_adjustment_set_value(scrolling, gtk_adjustment_get_upper(scrolling) / 3)
            // 360, 1280 and 360 points less the page's margins (and the clamp's tightening): 2, 8 and 2 columns.
            for (width, columns) in [(360, 2), (1280, 8), (360, 2)] {
                window.setDefaultSize(width: width, height: 768)
                Self.assertCards(of: grid, columns: columns)
            }
        }
    }
}
