import Catalog
import Store
import TMDb

/// A person's page (`person/ID`): photo or initials, biography, known-for titles.
public enum PersonDetailsFeature: DetailsPage {
    public static let pattern = RoutePattern("person/{person}", details: Self.self)

    public static func webLink(for route: Route) -> String? { Route.tmdbWebURL(path: route.description) }

    /// The person page's own actions.
    public enum OwnAction: Equatable, Sendable {
        /// The user activated a known-for title.
        case creditSelected(WatchlistKind, id: Int)
    }

    public nonisolated(nonsending) static func load(_ route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<Person>
    {
        try await dependencies.catalog.read(PersonResource(id: route.numbers[0]))
    }

    public static func reduce(
        _ own: inout NoOwnState, action: OwnAction, route: Route,
        dependencies: AppDependencies
    ) -> Effect<Action> {
        switch action {
        case .creditSelected(let kind, let id):
            .send(.navigate(Route(kind, id: id)))
        }
    }

    public static func title(of person: Person) -> String { person.name }

    public static func dumpMembers(_ person: Person, own: NoOwnState) -> [(String, DumpJSON)] {
        let display = PersonDetailsDisplay(person)
        return [
            ("id", .int(person.id)), ("name", .string(person.name)), ("biography", .optional(person.biography)),
            ("knownForDepartment", .optional(person.knownForDepartment)),
            ("birthday", .date(person.birthday)), ("placeOfBirth", .optional(person.placeOfBirth)),
            ("profileURL", .optional(person.profile?.detail)),
            (
                "knownFor",
                .array(
                    display.knownFor.map { card in
                        .object([
                            ("kind", .string(card.kind.rawValue)), ("id", .optional(card.route.numbers.first)),
                            ("route", .string(card.route.description)),
                            ("title", .string(card.title)), ("role", .optional(card.role)),
                        ])
                    })
            ),
        ]
    }
}

extension Route {
    /// `person/ID`.
    public static func person(id: Int) -> Route { Route(PersonDetailsFeature.pattern, [id]) }
}
