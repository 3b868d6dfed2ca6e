import CGtk
import Catalog
import DisplayTestSupport
import Features
import Foundation
import GtkKit
import Store
import UI
import XCTest

/// The Watchlist's grid on a real display makes cards only for the columns its width shows: GtkGridView keeps
/// about 30 rows of its most columns as widgets (each a card loading its poster), and a grid allowed 12 columns
/// in a window showing 7 made 384 cards for a 2,000-title watchlist (figure 16). Skipped unless
/// POPCORN_DISPLAY_TESTS=1; `make test` runs it under Xvfb through Tests/UI/test_gtkkit_display.py.
final class WatchlistGridDisplayTests: DisplayTestCase {
    private struct Unchanged: Reducer {
        func reduce(into state: inout WatchlistFeature.State, action: WatchlistFeature.Action) -> Effect<
            WatchlistFeature.Action
        > { .none }
    }

    /// Iterates the main context for `milliseconds`.
    @MainActor
    private static func run(for milliseconds: Double) {
        let start = Date()
        while Date().timeIntervalSince(start) * 1000 < milliseconds {
            g_main_context_iteration(nil, 0)
            usleep(500)
        }
    }

    /// The first GtkGridView under `widget`.
    @MainActor
    private static func gridView(under widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if String(cString: gtk_widget_get_css_name(widget)) == "gridview" { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = gridView(under: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    @MainActor
    private static func childCount(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        var count = 0
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            count += 1
            child = gtk_widget_get_next_sibling(current)
        }
        return count
    }

    func testTheGridMakesCardsOnlyForTheColumnsItsWidthShows() throws {
        try MainActor.assumeIsolated {
            var state = WatchlistFeature.State()
            let items = (0..<2_000).map { index in
                WatchlistItem(
                    kind: .movie, tmdbID: 100_000 + index, title: "Title \(index)", poster: nil,
                    addedAt: Double(2_000 - index))
            }
            state.items = .list(items, isStale: false, failure: nil)
            let store = Store(initialState: state, reducer: Unchanged())
            let context = PageContext(images: nil, showToast: { _, _ in nil })
            let window = Window()
            window.setDefaultSize(width: 1024, height: 768)
            let page = WatchlistPage(store: store, context: context)
            window.child = page.widget
            window.present()
            defer { window.destroy() }
            Self.run(for: 500)

            let grid = try XCTUnwrap(Self.gridView(under: page.widget.widgetPointer))
            // 1024 points less the page's margins: 7 columns of 142-point cells.
            let columns = 7
            XCTAssertEqual(Int(gtk_grid_view_get_max_columns(OpaquePointer(grid))), columns)
            let cards = Self.childCount(grid)
            XCTAssertGreaterThan(cards, 3 * columns, "the visible rows have cards")
            XCTAssertLessThanOrEqual(cards, 33 * columns, "no cards for columns the width cannot show")
        }
    }
}
