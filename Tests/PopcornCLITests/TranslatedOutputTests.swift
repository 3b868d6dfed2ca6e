import Foundation
import XCTest

/// `popcorn` speaks the user's language: the po/ translations, compiled here with msgfmt, are found
/// through POPCORN_LOCALE_DIR and selected with LANGUAGE.
final class TranslatedOutputTests: XCTestCase {
    private var popcorn: PopcornProcess!

    override func setUpWithError() throws {
        popcorn = try PopcornProcess(self)
        let locale = popcorn.home + "/locale"
        for language in ["de", "fr"] {
            let folder = "\(locale)/\(language)/LC_MESSAGES"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let msgfmt = Process()
            msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
            msgfmt.arguments = ["-o", folder + "/popcorn.mo", PopcornProcess.repositoryRoot + "/po/\(language).po"]
            try msgfmt.run()
            msgfmt.waitUntilExit()
            XCTAssertEqual(msgfmt.terminationStatus, 0)
        }
        popcorn.environment["POPCORN_LOCALE_DIR"] = locale
    }

    func testDumpErrorsAndSectionTitlesAreGermanUnderLanguageDe() throws {
        popcorn.environment["LANGUAGE"] = "de"
        let missing = try popcorn.run("dump", "movie/999999", "--demo")
        XCTAssertEqual(missing.status, 1)
        let error = try XCTUnwrap(try missing.json()["error"] as? [String: Any])
        XCTAssertEqual(error["message"] as? String, "Diese Seite existiert auf TMDb nicht.")

        let explore = try popcorn.run("dump", "explore", "--demo").json()
        let titles = (explore["sections"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
        XCTAssertTrue(titles.contains("Beliebte Filme"), "\(titles)")

        let help = try popcorn.run("--help")
        XCTAssertTrue(help.stdout.contains("Aufruf:"), help.stdout)
    }

    func testFrenchAndTheEnglishFallback() throws {
        popcorn.environment["LANGUAGE"] = "fr"
        let french = try popcorn.run("dump", "movie/999999", "--demo").json()["error"] as? [String: Any]
        XCTAssertEqual(french?["message"] as? String, "Cette page n’existe pas sur TMDb.")

        popcorn.environment["LANGUAGE"] = "xx"
        let english = try popcorn.run("dump", "movie/999999", "--demo").json()["error"] as? [String: Any]
        XCTAssertEqual(english?["message"] as? String, "This page does not exist on TMDb.")
    }
}
