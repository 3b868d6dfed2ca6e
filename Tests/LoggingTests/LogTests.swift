import CGLib
import Foundation
import LogCapture
import Logging
import XCTest

final class LogTests: XCTestCase {
    override func setUp() {
        super.setUp()
        XCTAssertTrue(CapturedLogs.installed)
    }

    func testWarningCarriesDomainMessagePriorityAndCodeLocation() throws {
        let marker = "warning-\(UUID().uuidString)"
        Log.warning("disk cache unavailable: \(marker)")
        let record = try XCTUnwrap(CapturedLogs.all().last { $0["MESSAGE"]?.contains(marker) == true })
        XCTAssertEqual(record["GLIB_DOMAIN"], "Popcorn")
        XCTAssertEqual(record["MESSAGE"], "disk cache unavailable: \(marker)")
        XCTAssertEqual(record["PRIORITY"], "4")
        XCTAssertEqual(record["CODE_FILE"], "LoggingTests/LogTests.swift")
        XCTAssertNotNil(record["CODE_LINE"].flatMap(Int.init))
    }

    func testCriticalHasPriorityThree() throws {
        let marker = "critical-\(UUID().uuidString)"
        Log.critical(marker)
        let record = try XCTUnwrap(CapturedLogs.all().last { $0["MESSAGE"] == marker })
        XCTAssertEqual(record["PRIORITY"], "3")
    }

    func testDebugIsBuiltAndWrittenOnlyWhenGMessagesDebugNamesTheDomain() {
        let previous = ProcessInfo.processInfo.environment["G_MESSAGES_DEBUG"]
        defer {
            if let previous { setenv("G_MESSAGES_DEBUG", previous, 1) } else { unsetenv("G_MESSAGES_DEBUG") }
        }
        var built = 0
        func message(_ text: String) -> String {
            built += 1
            return text
        }

        unsetenv("G_MESSAGES_DEBUG")
        let hidden = "hidden-\(UUID().uuidString)"
        Log.debug(message(hidden))
        XCTAssertEqual(built, 0, "a debug message must not even be built when debug output is off")
        XCTAssertFalse(Log.isEnabled(.debug))

        setenv("G_MESSAGES_DEBUG", "Popcorn", 1)
        let shown = "shown-\(UUID().uuidString)"
        Log.debug(message(shown))
        XCTAssertEqual(built, 1)
        XCTAssertTrue(Log.isEnabled(.debug))
        let messages = CapturedLogs.all().compactMap { $0["MESSAGE"] }
        XCTAssertTrue(messages.contains(shown))
        XCTAssertFalse(messages.contains(hidden))
        XCTAssertEqual(CapturedLogs.all().last { $0["MESSAGE"] == shown }?["PRIORITY"], "7")
    }
}
