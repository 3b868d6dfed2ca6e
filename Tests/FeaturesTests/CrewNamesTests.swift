import Catalog
import Features
import Foundation
import Localization
import XCTest

/// TMDb's crew departments and jobs (always English) show in the user's language; unknown names as TMDb gives them.
final class CrewNamesTests: XCTestCase {
    /// The departments TMDb lists (https://developer.themoviedb.org/reference/configuration-jobs) and jobs
    /// from the demo catalog and TMDb's answers.
    private let german = [
        "Acting": "Schauspiel", "Directing": "Regie", "Writing": "Drehbuch", "Sound": "Ton",
        "Production": "Produktion", "Visual Effects": "Visuelle Effekte", "Costume & Make-Up": "Kostüm & Maske",
        "Director": "Regisseur", "Writer": "Autor", "Screenplay": "Drehbuch (Film)",
        "Executive Producer": "Ausführender Produzent", "Original Music Composer": "Filmmusik",
        "Creator": "Idee",
    ]

    private var previousLanguage: String?

    override func setUp() {
        super.setUp()
        previousLanguage = ProcessInfo.processInfo.environment["LANGUAGE"]
    }

    /// Back to English for the other tests: the language as it was, and no catalogs (binding again also makes
    /// gettext forget the translations it looked up).
    override func tearDown() {
        if let previousLanguage { setenv("LANGUAGE", previousLanguage, 1) } else { unsetenv("LANGUAGE") }
        bindTranslations(localeDirectory: NSTemporaryDirectory() + "popcorn-crew-none-\(UUID().uuidString)")
        super.tearDown()
    }

    func testKnownNamesGoThroughTheTranslations() throws {
        try useGerman()
        XCTAssertEqual(CrewNames.department("Directing"), "Regie")
        XCTAssertEqual(CrewNames.department("Costume & Make-Up"), "Kostüm & Maske")
        XCTAssertEqual(CrewNames.department("Acting"), "Schauspiel")
        XCTAssertEqual(CrewNames.job("Director"), "Regisseur")
        XCTAssertEqual(CrewNames.job("Screenplay"), "Drehbuch (Film)")
        XCTAssertEqual(CrewNames.job("Creator"), "Idee")
    }

    func testUnknownNamesStayAsTMDbGivesThem() throws {
        try useGerman()
        XCTAssertEqual(CrewNames.department("Puppetry"), "Puppetry")
        XCTAssertEqual(CrewNames.job("Key Grip Assistant Trainee"), "Key Grip Assistant Trainee")
        XCTAssertFalse(CrewNames.isKnownJob("Tess Ingram"))
        XCTAssertTrue(CrewNames.isKnownJob("Director"))
    }

    func testEnglishKeepsTMDbsNames() {
        for name in [
            "Acting", "Art", "Camera", "Costume & Make-Up", "Crew", "Directing", "Editing", "Lighting",
            "Production", "Sound", "Visual Effects", "Writing",
        ] {
            XCTAssertEqual(CrewNames.department(name), name)
        }
        XCTAssertEqual(CrewNames.job("Director of Photography"), "Director of Photography")
    }

    func testCreditsPageShowsTranslatedDepartmentsAndJobs() throws {
        try useGerman()
        let credits = Credits(
            title: "Harbour", cast: [],
            crew: [
                CrewMember(id: 10, name: "Composer", job: "Original Music Composer", department: "Sound"),
                CrewMember(id: 11, name: "Writer", job: "Writer", department: "Writing"),
                CrewMember(id: 11, name: "Writer", job: "Screenplay", department: "Writing"),
                CrewMember(id: 12, name: "Director", job: "Director", department: "Directing"),
                CrewMember(id: 13, name: "Grip", job: "Best Boy Grip", department: "Lighting Crew"),
            ])
        let display = CreditsDisplay(credits)
        XCTAssertEqual(
            display.crew.map(\.id), ["Directing", "Writing", "Sound", "Lighting Crew"],
            "TMDb's names still order the departments")
        XCTAssertEqual(display.crew.map(\.name), ["Regie", "Drehbuch", "Ton", "Lighting Crew"])
        XCTAssertEqual(display.crew[0].people.first?.detail, "Regisseur")
        XCTAssertEqual(display.crew[1].people.first?.detail, "Autor, Drehbuch (Film)")
        XCTAssertEqual(display.crew[2].people.first?.detail, "Filmmusik")
        XCTAssertEqual(display.crew[3].people.first?.detail, "Best Boy Grip")
    }

    func testPersonPageTranslatesTheDepartmentAndJobsButNotCharacters() throws {
        try useGerman()
        let person = Person(
            id: 1, name: "Zoë Marchetti", knownForDepartment: "Directing",
            credits: [
                PersonCredit(kind: .movie, id: 1, title: "The Lantern Keeper", role: "Director", popularity: 2),
                PersonCredit(kind: .tvSeries, id: 1, title: "Harbour Lights", role: "Tess Ingram", popularity: 1),
            ])
        let display = PersonDetailsDisplay(person)
        XCTAssertEqual(display.knownForDepartment, "Regie")
        XCTAssertEqual(display.knownFor.map(\.role), ["Regisseur", "Tess Ingram"])
    }

    /// Compiles the German names above into a catalog and selects German, as `LANGUAGE=de` does for the app.
    private func useGerman() throws {
        let folder = NSTemporaryDirectory() + "popcorn-crew-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let messages = folder + "/de/LC_MESSAGES"
        try FileManager.default.createDirectory(atPath: messages, withIntermediateDirectories: true)
        var po = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n"
        for (english, translated) in german {
            po += "\nmsgid \"\(english)\"\nmsgstr \"\(translated)\"\n"
        }
        try po.write(toFile: folder + "/de.po", atomically: true, encoding: .utf8)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        msgfmt.arguments = ["-o", messages + "/popcorn.mo", folder + "/de.po"]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        XCTAssertEqual(msgfmt.terminationStatus, 0)
        setenv("LANGUAGE", "de", 1)
        bindTranslations(localeDirectory: folder)
    }
}
