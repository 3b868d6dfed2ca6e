import GnomeIntegration
import XCTest

/// The first-run welcome: its choices with and without the app's own token, where it says the data lives,
/// and when it opens by itself.
final class WelcomeModelTests: XCTestCase {
    func testUseWithoutAnAccountOnlyWithTheAppsOwnToken() {
        let withToken = WelcomeModel(hasBuiltInToken: true, dataFolder: "/d/io.github.popcorn.Popcorn", home: "/home/u")
        XCTAssertEqual(withToken.choices, [.signIn, .useWithoutAccount, .tryDemo])
        XCTAssertTrue(withToken.description.hasSuffix("or browse without an account."))
        let withoutToken = WelcomeModel(
            hasBuiltInToken: false, dataFolder: "/d/io.github.popcorn.Popcorn", home: "/home/u")
        XCTAssertEqual(withoutToken.choices, [.signIn, .tryDemo])
        XCTAssertTrue(withoutToken.description.hasSuffix("entered in Preferences."))
        XCTAssertEqual(
            WelcomeModel.Choice.allCases.map(\.label),
            ["_Sign In with TMDb", "_Use Without an Account", "_Try the Demo"])
    }

    func testTheDataFolderIsShownWithATildeForTheHomeFolder() {
        XCTAssertEqual(
            WelcomeModel(
                hasBuiltInToken: false, dataFolder: "/home/u/.local/share/io.github.popcorn.Popcorn",
                home: "/home/u"
            ).dataLocation,
            "What you track stays on this computer, in ~/.local/share/io.github.popcorn.Popcorn.")
        XCTAssertEqual(
            WelcomeModel(hasBuiltInToken: false, dataFolder: "/home/user2/data", home: "/home/u").dataLocation,
            "What you track stays on this computer, in /home/user2/data.")
    }

    func testItOpensByItselfOnceAndNotWhenDemoChoseTheMode() {
        XCTAssertTrue(WelcomeModel.opensAtStart(alreadyShown: false, isDemoRun: false))
        XCTAssertFalse(WelcomeModel.opensAtStart(alreadyShown: true, isDemoRun: false))
        XCTAssertFalse(WelcomeModel.opensAtStart(alreadyShown: false, isDemoRun: true))
    }
}
