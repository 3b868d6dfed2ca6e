import GnomeIntegration
import GtkKit
import XCTest

/// "Check for New Episodes in the Background": when the Background portal is asked, what is asked, and what
/// its answers do to the switch.
final class BackgroundChecksTests: XCTestCase {
    func testSandboxedInsideFlatpakOrWithTheOverride() {
        XCTAssertTrue(BackgroundChecks.isSandboxed(environment: [:]) { $0 == "/.flatpak-info" })
        XCTAssertTrue(BackgroundChecks.isSandboxed(environment: ["POPCORN_USE_PORTALS": "1"]) { _ in false })
        XCTAssertFalse(BackgroundChecks.isSandboxed(environment: ["POPCORN_USE_PORTALS": "0"]) { _ in false })
        XCTAssertFalse(BackgroundChecks.isSandboxed(environment: ["GDK_DEBUG": "portals"]) { _ in false })
    }

    func testThePortalIsAskedOnlyWhenSandboxedAndSwitchedOn() {
        XCTAssertTrue(BackgroundChecks.asksPortal(switchOn: true, sandboxed: true))
        XCTAssertFalse(BackgroundChecks.asksPortal(switchOn: true, sandboxed: false), "the systemd timer's job")
        XCTAssertFalse(BackgroundChecks.asksPortal(switchOn: false, sandboxed: true))
    }

    func testTheRequestAsksForTheResidentModeAtLogin() {
        let request = BackgroundChecks.request(autostart: true)
        XCTAssertEqual(request.commandLine, ["popcorn", "--background"])
        XCTAssertTrue(request.autostart)
        XCTAssertEqual(request.reason, "Popcorn checks for new episodes of the series you follow and notifies you")
        XCTAssertFalse(BackgroundChecks.request(autostart: false).autostart, "turning the switch off")
    }

    func testOnlyAGrantedBackgroundKeepsTheSwitchOn() {
        XCTAssertEqual(BackgroundChecks.outcome(of: .response(0, background: true, autostart: true)), .allowed)
        XCTAssertEqual(
            BackgroundChecks.outcome(of: .response(0, background: true, autostart: false)), .allowed,
            "running in the background is what the checks need")
        let refused = BackgroundChecks.Outcome.refused(
            message: "Popcorn may not run in the background: background checks were turned off")
        XCTAssertEqual(BackgroundChecks.outcome(of: .response(0, background: false, autostart: false)), refused)
        XCTAssertEqual(BackgroundChecks.outcome(of: .response(1, background: false, autostart: false)), refused)
        XCTAssertEqual(BackgroundChecks.outcome(of: .response(2, background: true, autostart: true)), refused)
        XCTAssertEqual(
            BackgroundChecks.outcome(of: .unavailable("Timeout was reached")),
            .unanswered(reason: "Timeout was reached"))
    }

    func testTheSubtitleSaysWhatTheSwitchDoesHere() {
        XCTAssertEqual(
            BackgroundChecks.subtitle(sandboxed: true),
            "Start Popcorn without a window when you log in and check every few hours")
        XCTAssertEqual(
            BackgroundChecks.subtitle(sandboxed: false),
            "Let popcorn --background keep running without a window and check every few hours")
    }

    func testTheSwitchIsOffByDefault() {
        XCTAssertEqual(AppSettings(inMemory: true).backgroundChecks, false)
    }
}
