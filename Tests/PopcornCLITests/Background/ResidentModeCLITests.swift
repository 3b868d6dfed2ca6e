import Foundation
import XCTest

/// `popcorn --background` (issue 37, the resident mode of "Check for New Episodes in the Background"): it opens
/// no pages, so routes beside it are a usage error; without a display it fails like the window does.
final class ResidentModeCLITests: XCTestCase {
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
        XCTAssertNil(popcorn.environment["DISPLAY"], "no graphical session")
    }

    func testRoutesBesideBackgroundAreAUsageError() throws {
        let result = try popcorn.run("--background", "movie/603")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("--background opens no pages"), result.stderr)
    }

    func testTheResidentModeNeedsAGraphicalSession() throws {
        let result = try popcorn.run("--background")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot open a display"), result.stderr)
    }

    func testHelpListsBackground() throws {
        let result = try popcorn.run("open", "--help")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stdout.contains("--background") && result.stdout.contains("Run without a window"), result.stdout)
    }
}
