import Catalog
import Features
import Foundation
import Store
import StoreTesting
import TMDb
import XCTest

@MainActor
final class PersonDetailsTests: XCTestCase {
    func testFetchFailRetryAndNavigation() async {
        let catalog = FakeCatalog()
        catalog.fail(PersonResource(id: 5), with: .offline)
        let store = TestStore(
            initialState: PersonDetailsFeature.State(route: .person(id: 5)),
            reducer: DetailsFeature<PersonDetailsFeature>(dependencies: .fakes(catalog: catalog)))
        await store.send(.fetch) { $0.content = .loading }
        await store.receive(.failed(.offline)) { $0.content = .error(ErrorInfo(CatalogError.offline)) }
        let person = Person(id: 5, name: "Mara Quill")
        catalog.answer(PersonResource(id: 5), with: Fetched(person))
        await store.send(.retry) { $0.content = .loading }
        await store.receive(.loaded(Fetched(person))) { $0.content = .ready(person, isStale: false) }
        await store.send(.fetch)
        await store.send(.own(.creditSelected(.tvSeries, id: 9)))
        await store.receive(.navigate(.tvSeries(id: 9)))
        await store.finish()
        XCTAssertEqual(catalog.calls(PersonResource.self).count, 2)
    }

    func testDisplayShowsInitialsWithoutPhotoAndHidesEmptyBiography() {
        let display = PersonDetailsDisplay(
            Person(id: 5, name: "Mara van Quill", biography: "  "),
            locale: Locale(identifier: "en_US"))
        XCTAssertEqual(display.initials, "MQ")
        XCTAssertTrue(display.showsInitials)
        XCTAssertNil(display.photoURL)
        XCTAssertNil(display.biography)
    }

    func testDisplayWithPhotoBiographyAndBirthday() {
        let person = Person(
            id: 5, name: "Mara Quill", biography: "Born by the sea.",
            birthday: CalendarDate(year: 1970, month: 7, day: 4), profile: Fixtures.profile("/mq.jpg"))
        let display = PersonDetailsDisplay(person, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(display.photoURL, "https://image.example/t/p/h632/mq.jpg")
        XCTAssertFalse(display.showsInitials)
        XCTAssertEqual(display.biography, "Born by the sea.")
        XCTAssertEqual(display.birthday, "July 4, 1970")
    }

    func testKnownForIsRankedByPopularityAndDeduplicated() {
        let person = Person(
            id: 5, name: "Mara Quill",
            credits: [
                PersonCredit(kind: .movie, id: 1, title: "Low", role: "Extra", popularity: 2),
                PersonCredit(kind: .tvSeries, id: 1, title: "Same id, other kind", popularity: 5),
                PersonCredit(kind: .movie, id: 2, title: "High", role: "Lead", popularity: 90),
                PersonCredit(kind: .movie, id: 2, title: "High", role: "Producer", popularity: 90),
                PersonCredit(kind: .movie, id: 3, title: "Mid", popularity: 40),
            ])
        let knownFor = PersonDetailsDisplay(person).knownFor
        XCTAssertEqual(knownFor.map(\.title), ["High", "Mid", "Same id, other kind", "Low"])
        XCTAssertEqual(knownFor.first?.role, "Lead")
        XCTAssertEqual(knownFor.map(\.route), [.movie(id: 2), .movie(id: 3), .tvSeries(id: 1), .movie(id: 1)])
    }
}
