import CGtk
import Catalog
import DisplayTestSupport
import Features
import GtkKit
import UI
import XCTest

/// A poster card makes the widgets most cards never show the first time it shows them: the placeholder's
/// icon (no poster), a person's photo slot (under the poster's place) and the badges over the poster. A grid
/// makes a screenful of cards before its first frame (figure 16), so each widget left out counts. Skipped
/// unless POPCORN_DISPLAY_TESTS=1; `make test` runs it under Xvfb through Tests/UI/test_gtkkit_display.py.
final class PosterCardDisplayTests: DisplayTestCase {
    @MainActor
    private static func cssName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_widget_get_css_name(widget))
    }

    @MainActor
    private static func isVisible(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_get_visible(widget) != 0
    }

    private static func movie(poster: String?, badges: PosterBadges = .none) -> CardContent {
        CardContent(
            title: "Verdant", subtitle: "2024", imageURL: poster, isPerson: false,
            accessibleLabel: "Verdant, 2024, movie", route: Route(.movie, id: 7), badges: badges)
    }

    private static func person() throws -> CardContent {
        CardContent(
            title: "Ada Stone", subtitle: "Acting", imageURL: nil, isPerson: true,
            accessibleLabel: "Ada Stone, Acting, person", route: try Route(parsing: "person/9"))
    }

    func testThePhotoSlotIsMadeForTheFirstPersonUnderThePosterAndTheIconForTheFirstMissingPoster() throws {
        let person = try Self.person()
        MainActor.assumeIsolated {
            let card = PosterCard(images: nil)
            let box = card.widget.widgetPointer
            card.show(Self.movie(poster: "https://image.tmdb.org/t/p/w185/verdant.jpg"))
            XCTAssertEqual(WidgetTree.children(of: box).map(Self.cssName), ["overlay", "label", "label"])
            let poster = WidgetTree.children(of: box)[0]
            XCTAssertEqual(
                WidgetTree.children(of: poster).map(Self.cssName), ["picture"], "no icon while a poster is due")

            card.show(Self.movie(poster: nil))
            let icons = WidgetTree.children(of: poster).filter { Self.cssName($0) == "image" }
            XCTAssertEqual(icons.count, 1)
            XCTAssertTrue(icons.allSatisfy(Self.isVisible), "a card without a poster shows the placeholder's icon")

            card.show(person)
            let withPhoto = WidgetTree.children(of: box)
            XCTAssertEqual(withPhoto.map(Self.cssName), ["overlay", "box", "label", "label"])
            XCTAssertFalse(Self.isVisible(withPhoto[0]), "a person has no poster")
            XCTAssertTrue(Self.isVisible(withPhoto[1]), "a person's photo shows under the poster's place")

            card.show(Self.movie(poster: "https://image.tmdb.org/t/p/w185/verdant.jpg"))
            XCTAssertTrue(Self.isVisible(withPhoto[0]))
            XCTAssertFalse(Self.isVisible(withPhoto[1]), "the photo slot is hidden for a title")
            XCTAssertFalse(icons.contains(where: Self.isVisible), "the icon is hidden once there is a poster")
        }
    }

    func testTheBadgesAreMadeForTheFirstMarkedPosterAndHiddenForUnmarkedOnes() {
        MainActor.assumeIsolated {
            let card = PosterCard(images: nil)
            let poster = WidgetTree.children(of: card.widget.widgetPointer)[0]
            card.show(Self.movie(poster: nil))
            XCTAssertFalse(WidgetTree.children(of: poster).contains { Self.cssName($0) == "box" }, "no badges made")

            card.show(Self.movie(poster: nil, badges: PosterBadges(isOnWatchlist: false, isWatched: true)))
            let rows = WidgetTree.children(of: poster).filter { Self.cssName($0) == "box" }
            XCTAssertEqual(rows.count, 1)
            guard let row = rows.first else { return }
            XCTAssertTrue(Self.isVisible(row))
            XCTAssertEqual(WidgetTree.children(of: row).map(Self.isVisible), [false, true], "only the watched badge")

            card.show(Self.movie(poster: nil))
            XCTAssertFalse(Self.isVisible(row), "an unmarked poster shows no badge")
            XCTAssertEqual(WidgetTree.children(of: poster).filter { Self.cssName($0) == "box" }.count, 1, "made once")
        }
    }
}
