import AppEnvironment
import XCTest

final class UserFoldersTests: XCTestCase {
    func testXDGFoldersHoldTheAppFolder() {
        let folders = UserFolders(environment: [
            "HOME": "/home/u", "XDG_CACHE_HOME": "/c", "XDG_DATA_HOME": "/d",
            "XDG_STATE_HOME": "/s",
        ])
        XCTAssertEqual(folders.cache, "/c/io.github.popcorn.Popcorn")
        XCTAssertEqual(folders.data, "/d/io.github.popcorn.Popcorn")
        XCTAssertEqual(folders.state, "/s/io.github.popcorn.Popcorn")
        XCTAssertEqual(folders.images, "/c/io.github.popcorn.Popcorn/images")
    }

    func testUnsetEmptyOrRelativeValuesFallBackToTheHomeFolder() {
        let folders = UserFolders(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "relative", "XDG_DATA_HOME": ""])
        XCTAssertEqual(folders.cache, "/home/u/.cache/io.github.popcorn.Popcorn")
        XCTAssertEqual(folders.data, "/home/u/.local/share/io.github.popcorn.Popcorn")
        XCTAssertEqual(folders.state, "/home/u/.local/state/io.github.popcorn.Popcorn")
    }
}
