import Catalog

extension PersonDetailsFeature {
    public struct State: Equatable, Sendable {
        public let personID: Int
        public var person: ViewState<Person> = .initial

        public init(personID: Int) {
            self.personID = personID
        }

        /// The route of this page.
        public var route: Route { .person(id: personID) }
    }
}
