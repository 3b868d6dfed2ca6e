import AppEnvironment
import Foundation
import Localization
import XCTest

final class TranslationsTests: XCTestCase {
    func testSetUpBindsTheLocaleDirectorySoLanguageSelectsATranslation() throws {
        let temp = NSTemporaryDirectory() + "popcorn-locale-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: temp) }
        let messages = temp + "/de/LC_MESSAGES"
        try FileManager.default.createDirectory(atPath: messages, withIntermediateDirectories: true)
        let po = temp + "/de.po"
        try """
        msgid ""
        msgstr "Content-Type: text/plain; charset=UTF-8\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n"

        msgid "Test string for the locale lookup"
        msgstr "Teststring für die Suche nach der Sprache"

        msgid "%d test"
        msgid_plural "%d tests"
        msgstr[0] "%d Test"
        msgstr[1] "%d Tests"
        """.write(toFile: po, atomically: true, encoding: .utf8)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["-o", messages + "/popcorn.mo", po]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        XCTAssertEqual(msgfmt.terminationStatus, 0)

        let previous = ProcessInfo.processInfo.environment["LANGUAGE"]
        setenv("LANGUAGE", "de", 1)
        defer { if let previous { setenv("LANGUAGE", previous, 1) } else { unsetenv("LANGUAGE") } }

        Translations.setUp(
            DataLocations(
                origin: .unknown, demoCatalogDirectory: temp, localeDirectory: temp,
                schemaDirectories: [], iconSearchPath: nil))
        XCTAssertEqual(tr("Test string for the locale lookup"), "Teststring für die Suche nach der Sprache")
        XCTAssertEqual(ntr("%d test", "%d tests", 1), "%d Test")
        XCTAssertEqual(ntr("%d test", "%d tests", 3), "%d Tests")
        XCTAssertEqual(tr("A string nobody translated"), "A string nobody translated")
    }
}
